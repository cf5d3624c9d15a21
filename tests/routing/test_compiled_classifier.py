"""The classifier compiled by ``setup.py`` (mypyc, ``SPECGATE_COMPILE=1``) labels as the source.

The image runs the compiled modules; tests and editable installs run the Python ones. mypyc
checks the annotations it compiles against at run time (a value of another type raises where
Python would carry on), so this builds the modules from the checkout in a scratch copy and runs
the speed-up corpus of ``bench/classify/equivalence.py`` through both, built on the classifier
tests' own bodies (at their own size, grown to 2k tokens, and 6,000 seeded mutations of them):
every field of every workload must be the same.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bench.classify.run import ROOT, compiled_tree, on_path

EQUIVALENCE = ROOT / "bench" / "classify" / "equivalence.py"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        return compiled_tree(tmp_path_factory.mktemp("compiled"))
    except subprocess.CalledProcessError as exc:
        pytest.fail(f"setup.py build_ext failed:\n{exc.stderr[-3000:]}")


def _run(args: list[str], *, tree: Path | None, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``python args`` with ``tree`` first on its path, from ``cwd`` (a command's own directory
    comes before ``PYTHONPATH``: not the checkout)."""
    return subprocess.run([sys.executable, *args], env=on_path(tree), cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def test_the_compiled_modules_are_the_ones_loaded(compiled: Path, tmp_path: Path) -> None:
    probe = ("import gateway.routing.classify as c, gateway.routing.cues as q;"
             "print(c.__file__); print(q.__file__)")
    out = _run(["-c", probe], tree=compiled, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    files = out.stdout.split()
    assert all(f.startswith(str(compiled)) and f.endswith(".so") for f in files), files
    source = _run(["-c", probe], tree=None, cwd=tmp_path)
    assert all(f.endswith(".py") for f in source.stdout.split()), source.stdout


def _corpus(path: Path) -> Path:
    """The classifier tests' own request bodies as a data set in ``dev.jsonl``'s shape (the dev
    set lives outside the checkout): each test module's cases, one source per module."""
    rows = []
    for module_path in sorted(ROOT.glob("tests/routing/test_classify*.py")):
        module = importlib.import_module(f"tests.routing.{module_path.stem}")
        for value in vars(module).values():
            if not isinstance(value, list):
                continue
            for case in value:
                body = case[0] if isinstance(case, tuple) and case else None
                if isinstance(body, dict) and isinstance(body.get("messages"), list):
                    rows.append({"source": module_path.stem, **body})
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    assert len(rows) > 500, len(rows)
    return path


def test_compiled_classifier_labels_the_corpus_as_the_source_does(
        compiled: Path, tmp_path: Path) -> None:
    data = _corpus(tmp_path / "bodies.jsonl")
    recorded = tmp_path / "compiled.jsonl"
    written = _run([str(EQUIVALENCE), "--data", str(data), "--write", str(recorded)],
                   tree=compiled, cwd=tmp_path)
    assert written.returncode == 0, written.stderr[-3000:]
    assert "by the compiled classifier" in written.stdout
    assert len(recorded.read_text().splitlines()) > 6000
    compared = _run([str(EQUIVALENCE), "--data", str(data), "--against", str(recorded)],
                    tree=None, cwd=tmp_path)
    assert compared.returncode == 0, compared.stdout[-3000:] + compared.stderr[-3000:]
    assert "0 of " in compared.stdout and "(the source classifier)" in compared.stdout
