// Refresh each dashboard section from its partial every few seconds (its data-every); stop when signed out.
"use strict";
for (const section of document.querySelectorAll("section[data-refresh]")) {
  const every = 1000 * Number(section.dataset.every || 5);
  const tick = async () => {
    try {
      const res = await fetch(section.dataset.refresh, { credentials: "same-origin" });
      section.innerHTML = await res.text();
      if (res.status === 401) return;  // signed out: keep the notice, stop polling
      delete section.dataset.stale;
    } catch (err) {
      section.dataset.stale = "";  // the gateway did not answer: keep the last view, dimmed
    }
    setTimeout(tick, every);
  };
  setTimeout(tick, every);
}
