"""The classifier compiled by ``setup.py`` (mypyc, ``SPECGATE_COMPILE=1``) labels as the source.

The image runs the compiled modules; tests and editable installs run the Python ones. mypyc
checks the annotations it compiles against at run time (a value of another type raises where
Python would carry on), so this builds the modules from the checkout in a scratch copy and runs
the speed-up corpus of ``bench/classify/equivalence.py`` (the dev prompts at their own size and
at 2k tokens, and 6,000 seeded mutations of them) through both: every field of every workload
must be the same.
"""

from __future__ import annotations

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


def test_compiled_classifier_labels_the_corpus_as_the_source_does(
        compiled: Path, tmp_path: Path) -> None:
    recorded = tmp_path / "compiled.jsonl"
    written = _run([str(EQUIVALENCE), "--write", str(recorded)], tree=compiled, cwd=tmp_path)
    assert written.returncode == 0, written.stderr[-3000:]
    assert "by the compiled classifier" in written.stdout
    assert len(recorded.read_text().splitlines()) > 6000
    compared = _run([str(EQUIVALENCE), "--against", str(recorded)], tree=None, cwd=tmp_path)
    assert compared.returncode == 0, compared.stdout[-3000:] + compared.stderr[-3000:]
    assert "0 of " in compared.stdout and "(the source classifier)" in compared.stdout
