"""The classifier on answers whose form the ask names without a format or a common language: a
playbook or a manifest (YAML by what it is), a program in Prolog or Fortran, and new example
sentences asked of a bot whose system prompt casts it as an editor."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

CONTROL = ("1.1.1.1 Ensure mounting of cramfs filesystems is disabled (Automated)\n"
           "Rationale: Removing support for unneeded filesystem types reduces the local attack "
           "surface of the server.\nRemediation: Edit or create a file in /etc/modprobe.d/ ending "
           "in .conf with \"install cramfs /bin/true\" and run \"rmmod cramfs\".")
COMPOSE = ("```yaml\nservices:\n  db:\n    image: postgres:16\n    environment:\n"
           "      POSTGRES_PASSWORD: example\n  cache:\n    image: redis:7\n```")
EXERCISE = ("Exercise 2.3: Define a predicate last(L, X) which is true if X is the last element "
            "of the list L. For example, last([a,b,c], c) should succeed and last([a,b,c], b) "
            "should fail.")
IVY_TEST = ("```python\ndef test_abs(x):\n    assert ivy.abs(x) == ivy.array([1, 2])\n"
            "    assert ivy.abs(-x).shape == x.shape\n```")
EDITOR = ("You are an inclusive-language editor. You help writers replace exclusionary terms "
          "with inclusive alternatives.")

CASES: list[tuple[dict[str, Any], str]] = [
    # a document that is YAML by what it is: new, or a text's steps turned into one
    (user("Write an Ansible playbook that installs nginx and opens port 80."), "json/open"),
    (user("Write a Kubernetes Deployment manifest for nginx with 3 replicas."), "json/open"),
    (user("Create a GitHub Actions workflow that runs pytest on every push."), "json/open"),
    (user(f"Turn this hardening step into an idempotent Ansible playbook.\n\n{CONTROL}"),
     "json/open"),
    (user(f"{CONTROL}\n\nConvert this into an Ansible playbook."), "json/open"),
    # but a file carried over keeps its content, and a playbook of another trade is prose
    (user(f"Turn this docker-compose file into a Kubernetes manifest.\n\n{COMPOSE}"),
     "json/grounded"),
    (user("Write an incident response playbook for a ransomware attack."), "chat/open"),
    # a program in a less common language, and a test carried into another library
    (user(f"Solve this exercise in Prolog.\n\n{EXERCISE}"), "code/open"),
    (user(f"{EXERCISE}\n\nWrite the Fortran solution."), "code/open"),
    (user(f"Convert this Ivy test into a NumPy test.\n\n{IVY_TEST}"), "code/grounded"),
    (user(f"Turn this test plan into a Python script.\n\n{EXERCISE}"), "code/open"),
    # new sentences asked of an editor: nothing of the user's to edit
    (user("Write three realistic sentences a product team might use that contain the term "
          "'blacklist'.", system=EDITOR), "chat/open"),
    (user("Our team keeps a blacklist of vendors who missed deadlines, and the manpower for "
          "the audit is short.", system=EDITOR), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_unnamed_formats(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
