"""The classifier compiled to C with mypyc where ``SPECGATE_COMPILE=1`` (the image sets it).

Everything else about the package is in ``pyproject.toml``. The classifier runs on every
request, and its time is Python's own (a few hundred function calls a prompt, around C regex
searches): compiled, its modules classify alike (``tests/routing/test_compiled_classifier.py``)
in about 60% of the time at 2k tokens (``bench/classify/RESULTS.md``). Off by default: an editable
install builds the modules in place, and a module edited afterwards would run as it was built.

    pip install setuptools mypy && SPECGATE_COMPILE=1 pip install --no-build-isolation .
"""

import os

from setuptools import setup

# the modules classify() runs, leaves first; each is mypy-clean, as mypyc needs
CLASSIFIER_MODULES = [
    f"gateway/routing/{name}.py"
    for name in ("gates", "words", "lead", "scripts", "roles", "asks", "cues", "answer_form",
                 "features", "prefix", "classify")
]

ext_modules = []
if os.environ.get("SPECGATE_COMPILE") == "1":
    from mypyc.build import mypycify

    ext_modules = mypycify(CLASSIFIER_MODULES, opt_level="3", group_name="gateway.routing.compiled")

setup(ext_modules=ext_modules)
