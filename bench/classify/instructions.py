"""Instructions per ``classify()`` call, counted with callgrind: the figure `LATENCY.md` compares.

    python bench/classify/instructions.py                 # this checkout's classifier, as it runs
    python bench/classify/instructions.py --compiled      # built to C with mypyc first (setup.py)
    python bench/classify/instructions.py --tree DIR      # another checkout (a git worktree)

Wall-clock time on this shared machine moves by 1.5x within an hour and by 3x between hours;
callgrind counts the same instructions for the same code and inputs whatever else runs. The
inputs are ``run.py``'s: the dev bodies grown to 2,000 tokens, each classified once per pass.
A run of one pass and a run of three are counted, and their difference halved, so the start-up
(imports, compiling the patterns, reading the bodies) drops out. Needs valgrind; takes about a
minute compiled and two from source.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import DEFAULT_DATA, ROOT, compiled_tree, grown_bodies, load

_PASSES = """
import json, sys
from gateway.routing.classify import classify
bodies = json.load(open(sys.argv[1]))
for _ in range(int(sys.argv[2])):
    for body in bodies:
        classify(body, prompt_tokens=2000)
"""


def counted(tree: Path, bodies: Path, passes: int) -> int:
    """Instructions callgrind counts for ``passes`` passes over ``bodies`` with ``tree``'s
    classifier first on the path."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "callgrind.out"
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             sys.executable, "-c", _PASSES, str(bodies), str(passes)],
            env={**os.environ, "PYTHONPATH": str(tree)}, cwd=scratch, capture_output=True,
            text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no count in valgrind's output:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout to count")
    parser.add_argument("--compiled", action="store_true",
                        help="build its classifier with mypyc first (SPECGATE_COMPILE=1)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args()
    bodies = grown_bodies(load(args.data))
    with tempfile.TemporaryDirectory() as scratch:
        data = Path(scratch) / "bodies.json"
        data.write_text(json.dumps(bodies))
        tree = args.tree.resolve()
        if args.compiled:
            tree = compiled_tree(Path(scratch) / "compiled", source=tree)
        one, three = counted(tree, data, 1), counted(tree, data, 3)
    per_call = (three - one) / 2 / len(bodies)
    build = "compiled" if args.compiled else "source"
    print(f"{per_call / 1000:,.0f}k instructions per classify() call ({build}, {args.tree}, "
          f"{len(bodies)} bodies of 2,000 tokens)")


if __name__ == "__main__":
    main()
