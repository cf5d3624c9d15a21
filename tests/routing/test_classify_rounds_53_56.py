"""The classifier on what held-out rounds 53 to 56 found: a lead question that asks for new
code, a role "who migrates" code, English into PDDL, an answer that is one of two quoted
picks, and a chat log to answer from; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

PROBLEM = ("Problem:\nThere is a DataFrame with a date column and a sales column:\n"
           "df = pd.DataFrame({'date': ['2024-01-03', '2024-01-10', '2024-02-01'],\n"
           "                   'sales': [120, 80, 200]})\nThe goal is the total sales per month, "
           "as a DataFrame with columns month and total.\n\n"
           "result = ... # put solution in this variable")
CUDA = ("```cuda\n#include <cstdio>\n\n__global__ void scale(float *x, float a, int n) {\n"
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) x[i] *= a;\n}\n\n"
        "int main() {\n  float *d;\n  cudaMalloc(&d, 1024 * sizeof(float));\n"
        "  scale<<<4, 256>>>(d, 2.0f, 1024);\n  cudaFree(d);\n  return 0;\n}\n```")
STORY = ("My neighbour has been parking across my driveway every morning for two weeks. I asked "
         "him politely twice, and yesterday he said the street is public and he can park "
         "wherever he likes. I leave for work at seven and have been late three times now.")
LOG = ("anna: did you mount the drive with fstab ?\nbo: yes , but it mounts read only\n"
       "anna: add the uid option , that sets the owner\nbo: ok , uid=1000 worked , thanks\n"
       "carl: you can also set umask=022 for the other users")

CASES: list[tuple[dict[str, Any], str]] = [
    (user(f"I'm stuck on this Pandas problem. Can you write the code for it?\n\n{PROBLEM}"),
     "code/open"),
    (user("When did the bridge open to traffic?\n\nThe Harbour Bridge was built between 1924 "
          "and 1932 and opened to traffic in March 1932, carrying rail lines, road lanes and a "
          "footway across the harbour."), "chat/grounded"),
    (user(CUDA, system="You are an HPC engineer who migrates CUDA code to portable C++ with "
          "OpenMP target offload. Return the complete translated source file."), "code/grounded"),
    (user("You have 3 blocks on the table: a, b and c. Your hand is empty. The goal is to have "
          "a on b and b on c.", system="You translate planning tasks described in English into "
          "PDDL problem files for a given domain. Reply with the PDDL problem only."), "code/open"),
    (user('Which of the two outputs better follows the instruction? Answer with "Output (a)" '
          f'or "Output (b)" only.\n\n# Instruction:\nSummarize the following content.\n\n{STORY}'
          "\n\n# Output (a):\nA neighbour keeps blocking the driveway and refuses to stop.\n\n"
          "# Output (b):\nParking rules differ from one city to the next."), "chat/open"),
    (user(f"# Instruction:\nSummarize the following content.\n\n{STORY}"), "chat/grounded"),
    (user("Read this chat log and answer the question with the exact words from the log.\n\n"
          f"{LOG}\n\nQuestion: What option sets the owner?"), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_53_to_56_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
