"""CPU per routing decision, in-process: the example fleet's four backends, 16 requests in flight.

    python bench/overhead/decide.py [--src PATH] [--requests 3000] [--rounds 7] [--profile]

One decision is ``PolicyRouter.decide`` under the default policy for a grounded code edit,
``started`` on the chosen backend and ``finished`` for the oldest request in flight, so the
neighbour account and the in-flight counts stay at 16. The fleet state has learned estimates
for the class (five observations per backend) and no scrapes (nothing listens). Prints process
CPU time per decision, best and median of the rounds; ``--src`` runs another source tree (an
A/B: alternate the two a few times, the machine is shared and noisy). ``--profile``: the top
functions by own time (cProfile) for one extra round.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
# this folder's profile.py would shadow the standard library's, which cProfile imports
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
import cProfile  # noqa: E402
import pstats  # noqa: E402

IN_FLIGHT = 16
PROMPT = "Please fix the bug in this function:\n" + "def f(x):\n    return x + 1\n" * 40


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, default=ROOT, help="gateway source tree")
    ap.add_argument("--requests", type=int, default=3000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(args.src))
    import yaml

    from gateway.config.fleet import parse_fleet
    from gateway.routing.classify import classify
    from gateway.routing.decision import Outcome
    from gateway.routing.policy_store import PolicyStore
    from gateway.routing.router import PolicyRouter
    from gateway.routing.stats import FleetState

    fleet = parse_fleet(yaml.safe_load((args.src / "fleet.example.yaml").read_text()),
                        source="fleet.example.yaml")
    model = fleet.models[0]
    router = PolicyRouter(FleetState(model.backends), PolicyStore(args.src / "policies"),
                          rng=random.Random(0))
    workload = classify({"model": model.name, "max_tokens": 200,
                         "messages": [{"role": "user", "content": PROMPT}]})
    for b in model.backends:
        for _ in range(5):
            router.observe(b, workload, Outcome(0.3, 0.02, 100, {}))
    open_requests = []
    for _ in range(IN_FLIGHT):
        d = router.decide(model, workload)
        router.started(d.backends[0])
        open_requests.append((d.backends[0], d.ticket))

    def one() -> None:
        d = router.decide(model, workload)
        router.started(d.backends[0])
        backend, ticket = open_requests.pop(0)
        router.finished(backend, ticket)
        open_requests.append((d.backends[0], d.ticket))

    per: list[float] = []
    for _ in range(args.rounds):
        t0 = time.process_time()
        for _ in range(args.requests):
            one()
        per.append((time.process_time() - t0) / args.requests * 1e6)
    print(f"{args.src}: {len(model.backends)} backends, {IN_FLIGHT} in flight: "
          f"best {min(per):.1f} µs, median {statistics.median(per):.1f} µs per decision")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.requests):
            one()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)


if __name__ == "__main__":
    main()
