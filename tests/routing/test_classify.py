"""Workload classification on hand-written prompts in the styles of many public task types."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gateway.routing.asks import _PROBLEM_BOUNDS, _has_bounds
from gateway.routing.classify import Workload, classify, extract_prompt_text

ARTICLE = (
    "The city council voted on Tuesday to expand the bike lane network by forty kilometres over "
    "the next three years, after a long debate about parking and delivery access. Supporters said "
    "the plan would cut traffic deaths, while shop owners warned that losing parking spaces could "
    "hurt business on the main street. The mayor promised a review after the first year. "
) * 3
PY_CODE = """def mean(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs) if xs else None


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)
"""
JAVA_CODE = """public class Counter {
    private int count = 0;

    public void increment() {
        count++;
    }

    public int get() {
        return count;
    }
}
"""


STORY = (
    "I am 40, I have a cheap keyboard at home, I can practise about thirty minutes a day after "
    "work, I played a little as a child but forgot everything, and eventually I would like to play "
    "jazz standards with friends. I tried two apps but got bored after a week."
)


def user(text: str, **extra: Any) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}], **extra}


# (prompt, kind, grounding)
CASES: list[tuple[str, str, str]] = [
    # open chat: questions, advice, creative writing, arithmetic word problems
    ("Give three tips for staying healthy during winter.", "chat", "open"),
    ("Why is the sky blue? Explain it to a ten-year-old.", "chat", "open"),
    (
        "Write a short story about a lighthouse keeper who finds a message in a bottle.",
        "chat",
        "open",
    ),
    ("Write a script for a two-minute radio ad about a bakery.", "chat", "open"),
    ("Convert 10 kilometres to miles.", "chat", "open"),
    (
        "A farmer has 17 sheep and buys 5 more, then sells half. If x = 11, is x the answer?",
        "chat",
        "open",
    ),
    ("Compare the economic policies of Keynes and Hayek in a short essay.", "chat", "open"),
    ("What are the pros and cons of Python compared with Java for beginners?", "chat", "open"),
    ("Write a poem about the towns of the Rust Belt.", "chat", "open"),
    # a summary or title that is given is the material of a new text, not the ask
    (f"Write a longer story based on this summary: {ARTICLE[:300]}", "chat", "open"),
    ("You are given a short text as a title. Write a poem for children about the given title."
     "\n\nThe moon that followed me home", "chat", "open"),
    (f"Write a summary of the given article.\n\n{ARTICLE}", "chat", "grounded"),
    ("Which big companies use Python in production?", "chat", "open"),
    ("What is the difference between a Python list and a tuple?", "chat", "open"),
    ("Write a fan page bio for Taylor Swift page visitors.", "chat", "open"),
    # grounded chat: summaries, titles, translation, QA over context, extraction, rewriting
    (f"Summarize the following news article in two sentences:\n\n{ARTICLE}", "chat", "grounded"),
    (f"{ARTICLE}\n\nSummary:", "chat", "grounded"),
    (f"{ARTICLE} TL;DR", "chat", "grounded"),
    (f"Write a headline for this story: {ARTICLE}", "chat", "grounded"),
    (
        "Translate the following sentence into German: The cat sat on the warm windowsill all "
        "afternoon.",
        "chat",
        "grounded",
    ),
    (f"Context: {ARTICLE}\n\nQuestion: How long will the expansion take?", "chat", "grounded"),
    # ... or set apart from the material by a blank line, with no word pointing at it
    (f"How long will the bike lanes take to build?\n\n{ARTICLE}", "chat", "grounded"),
    (f"Give me three bullet points summarizing the council's plan\n\n{ARTICLE}", "chat",
     "grounded"),
    ("What is the best way to learn the piano as an adult?\n\nI am 40 and have a keyboard.",
     "chat", "open"),  # what follows the question is short: no material
    (f"What is the best way to learn the piano as an adult?\n\n{STORY}", "chat", "open"),
    # ... or the asker's own story, which advice copies nothing of
    (f"Make a short summary of this article about the class action lawsuit:\n\n{ARTICLE}",
     "chat", "grounded"),  # "make ... class" is no program asked for
    (f"Answer the query that follows based on the text below.\n\n{ARTICLE}\n\nQuery: Who "
     "promised a review?", "chat", "grounded"),
    ("Summarize this chat:\nAna: are we still on for 6? ;)\nBen: yes :)\nAna: great, see you "
     "at the station :-)\nBen: I'll bring the tickets\nAna: perfect, thanks!! :)\n", "chat",
     "grounded"),  # smileys at line ends are not code
    (f"Based on the passage below, who warned about parking?\n\n{ARTICLE}", "chat", "grounded"),
    (f"Extract every number mentioned in this text:\n{ARTICLE}", "chat", "grounded"),
    (
        "Fix the grammar: me and him goes to the market yesterday and buyed three apple.",
        "chat",
        "grounded",
    ),
    (f"Rewrite this paragraph in a more formal tone:\n\n{ARTICLE}", "chat", "grounded"),
    ("Summarize the history of the Roman Empire.", "chat", "open"),
    # open code: generation requests, contest statements, stubs to complete
    ("Write a Python function that returns the n-th prime number.", "code", "open"),
    ("Generate a SQL query that lists customers with more than five orders.", "code", "open"),
    ("How do I reverse a linked list in C++?", "code", "open"),
    ("Implement a thread-safe LRU cache.", "code", "open"),
    ("Write a bash script that renames every .txt file in a folder.", "code", "open"),
    (
        "You are given an array of n integers. Find the longest increasing run.\n\nInput format\n"
        "The first line contains n.\n\nConstraints\n1 <= n <= 10^5",
        "code",
        "open",
    ),
    ("Given n cards (1 ≤ n ≤ 2·10^5) with values a_i, print the largest sum of two.", "code",
     "open"),
    ("There are t test cases, 1 &lt;= t &lt;= 100. For each, print the smallest divisor.",
     "code", "open"),
    (f"Complete the implementation below.\n```python\n{PY_CODE}```", "code", "open"),
    # what a requested program is to do is not an instruction about the material
    ("Write a function to remove every vowel from the given string. Your code should pass "
     "these tests:\n\nassert strip_vowels('banana') == 'bnn'\nassert strip_vowels('') == ''\n"
     "assert strip_vowels('AEIOU') == ''", "code", "open"),
    ("-- Tables: employees(id, name, dept_id, salary), departments(id, name, city)\n"
     "-- Write the SQL query only.\n-- List the names of the employees who work in Paris.\n"
     "SELECT", "code", "open"),
    ("Generate an HTML table with three columns for name, price and stock.", "code", "open"),
    ("Use SQL to count the orders of each customer.", "code", "open"),
    ("Create a Ruby hash that maps three colours to their hex codes.", "code", "open"),
    ("Write a try-except block that retries a failed download twice.", "code", "open"),
    (f"Write unit tests for this class:\n\n{JAVA_CODE}", "code", "open"),
    # grounded code: fixing, refactoring, porting, editing given code
    (f"Fix the bug in this function:\n```python\n{PY_CODE}```", "code", "grounded"),
    (f"Refactor the following code to use a list comprehension.\n\n{PY_CODE}", "code", "grounded"),
    (f"{JAVA_CODE}\nAdd comments to the code above.", "code", "grounded"),
    (f"Translate this Java class to Python:\n{JAVA_CODE}", "code", "grounded"),
    (f"Remove the unused variables from my code:\n<code>\n{PY_CODE}</code>", "code", "grounded"),
    # structured output asked for in words
    (
        "List five European capitals as a JSON array of objects with keys name and country.",
        "json",
        "open",
    ),
    ("Give me a YAML config for a web server with two upstreams.", "json", "open"),
    (
        f"Extract the names and dates from this text and return them in JSON format:\n{ARTICLE}",
        "json",
        "grounded",
    ),
    ("Convert this table to CSV:\nname | age\nAda | 36\nAlan | 41\nGrace | 85", "json", "grounded"),
    ("Write a Python function that parses a CSV file into a list of dicts.", "code", "open"),
]


@pytest.mark.parametrize(("prompt", "kind", "grounding"), CASES)
def test_kind_and_grounding(prompt: str, kind: str, grounding: str) -> None:
    w = classify(user(prompt))
    assert (w.kind, w.grounding) == (kind, grounding)


def test_request_fields_force_json() -> None:
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {}}}]
    assert classify(user("What's the weather in Paris?", tools=tools)).kind == "json"
    assert classify(user("hi", response_format={"type": "json_object"})).kind == "json"
    assert classify(user("hi", response_format={"type": "json_schema"})).kind == "json"
    assert classify(user("hi", response_format={"type": "text"})).kind == "chat"
    assert classify(user("hi", tools=tools, tool_choice="none")).kind == "chat"


def test_tool_calls_are_open_even_over_pasted_text() -> None:
    tools = [{"type": "function", "function": {"name": "save", "parameters": {}}}]
    w = classify(user(f"Summarize this article and save it:\n{ARTICLE}", tools=tools))
    assert (w.kind, w.grounding) == ("json", "open")


def test_json_payload_in_system_prompt_is_json_not_code() -> None:
    schema = (
        '{\n  "name": "book_flight",\n  "parameters": {\n    "from": "string",\n'
        '    "to": "string",\n    "date": "string"\n  }\n}\n'
    )
    body = {
        "messages": [
            {"role": "system", "content": f"You can call these functions:\n{schema}"},
            {"role": "user", "content": "Book me a flight to Oslo next Friday."},
        ]
    }
    assert classify(body).kind == "json"


def test_instruction_in_system_and_material_in_user_message() -> None:
    body = {
        "messages": [
            {
                "role": "system",
                "content": "Fix the bug in the code. Reply with the fixed code only.",
            },
            {"role": "user", "content": JAVA_CODE},
        ]
    }
    assert classify(body).label.startswith("code/grounded/")


def turns(*texts: str) -> dict[str, Any]:
    """A conversation: user and assistant messages alternating, the user first."""
    roles = ("user", "assistant")
    return {"messages": [{"role": roles[i % 2], "content": t} for i, t in enumerate(texts)]}


def test_an_earlier_turns_ask_is_not_the_current_one() -> None:
    # the summary was delivered a turn ago; now the user asks an open question
    body = turns(
        f"Summarize the following article:\n{ARTICLE}",
        "The council will add forty kilometres of bike lanes.",
        "Give three tips for staying healthy during winter.",
    )
    w = classify(body)
    assert (w.kind, w.grounding) == ("chat", "open")
    # and the other way round: an open chat, then code to fix
    body = turns(
        "Write a Python function that reverses a string.",
        "def reverse(s):\n    return s[::-1]\n",
        f"Fix the bug in this function:\n```python\n{PY_CODE}```",
    )
    assert classify(body).label.startswith("code/grounded/")


def test_the_current_turn_may_work_on_earlier_material() -> None:
    body = turns(ARTICLE, "Thanks, I have read it.", "Summarise the article above in two lines.")
    assert classify(body).grounding == "grounded"
    # material and ask in two user messages with no reply between them: one turn
    body = {"messages": [{"role": "user", "content": ARTICLE},
                         {"role": "user", "content": "Summarise the text above."}]}
    assert classify(body).grounding == "grounded"


def test_code_in_an_earlier_turn_makes_code_only_of_asks_that_work_on_it() -> None:
    earlier = (f"Here is my code:\n```python\n{PY_CODE}```", "Looks fine.")
    assert classify(turns(*earlier, "Why is the sky blue?")).label.startswith("chat/open/")
    w = classify(turns(*earlier, "Add type hints to the code above."))
    assert (w.kind, w.grounding) == ("code", "grounded")


def test_tool_results_after_the_ask_leave_the_ask_current() -> None:
    body = {
        "messages": [
            {"role": "user", "content": f"Summarize this article:\n{ARTICLE}"},
            {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]},
            {"role": "tool", "tool_call_id": "c1", "content": "saved"},
        ]
    }
    assert classify(body).grounding == "grounded"


def test_multipart_content_and_completions_prompt() -> None:
    body = {
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "Summarise this:"},
                    {"type": "image_url", "image_url": {"url": "http://x"}},
                    {"type": "text", "text": ARTICLE},
                ],
            }
        ]
    }
    assert extract_prompt_text(body) == "Summarise this:\n" + ARTICLE
    assert classify(body).grounding == "grounded"
    assert extract_prompt_text({"prompt": "def f(x):"}) == "def f(x):"
    assert extract_prompt_text({"prompt": ["a", "b", 3]}) == "a\nb"
    assert extract_prompt_text({"prompt": [1, 2, 3]}) == ""
    assert extract_prompt_text({}) == ""


def test_label_and_shape_from_tokens() -> None:
    w = classify(user(f"Fix the bug in this function:\n```python\n{PY_CODE}```"))
    assert w.label == "code/grounded/decode-heavy"
    # a long article summarised in a few lines is prefill-heavy
    w = classify(user(f"Summarize the following article:\n{ARTICLE * 4}"))
    assert w.shape == "prefill-heavy"
    # a short open request with a long answer is decode-heavy
    assert classify(user("Write an essay on the French revolution.")).shape == "decode-heavy"


def test_prompt_tokens_and_hints_are_used_as_given() -> None:
    w = classify(user("Write an essay."), prompt_tokens=1000, expected_output_hint=300)
    assert (w.prompt_tokens, w.expected_output_tokens, w.shape) == (1000, 300, "balanced")
    # without a count, ~4 characters per token
    assert classify(user("x" * 400)).prompt_tokens == 100


def test_max_tokens_caps_expected_output() -> None:
    w = classify(user("Write an essay.", max_tokens=50))
    assert w.expected_output_tokens == 50
    w = classify(user("Write an essay.", max_completion_tokens=20, max_tokens=50))
    assert w.expected_output_tokens == 20
    w = classify(user("Write an essay.", max_tokens=10_000))
    assert w.expected_output_tokens < 10_000
    w = classify(user("Write an essay.", max_tokens=10), expected_output_hint=500)
    assert w.expected_output_tokens == 10


def test_sampling_factors() -> None:
    greedy = classify(user("hi", temperature=0))
    assert greedy.sampling_penalty == 0.0 and greedy.spec_friendly
    default = classify(user("hi"))
    assert default.temperature == 1.0 and default.sampling_penalty == pytest.approx(0.12)
    assert classify(user("hi", temperature=1.0, top_p=0.5)).sampling_penalty == pytest.approx(0.06)
    hot = classify(user("hi", temperature=1.5))
    assert hot.sampling_penalty == pytest.approx(0.27) and not hot.spec_friendly
    assert classify(user("hi", temperature=5)).sampling_penalty == 0.5


@pytest.mark.parametrize(
    ("extra", "field", "value"),
    [
        ({"presence_penalty": 0.5}, "penalties", True),
        ({"frequency_penalty": -0.2}, "penalties", True),
        ({"repetition_penalty": 1.1}, "penalties", True),
        ({"repetition_penalty": 1.0, "presence_penalty": 0}, "penalties", False),
        ({"min_p": 0.05}, "penalties", True),
        ({"logprobs": True}, "logprobs", True),
        ({"logprobs": 3}, "logprobs", True),
        ({"logprobs": False, "top_logprobs": 0}, "logprobs", False),
        ({"n": 3}, "n", 3),
        ({"best_of": 4, "n": 2}, "n", 4),
        ({"n": "many"}, "n", 1),
    ],
)
def test_sampling_flags(extra: dict[str, Any], field: str, value: object) -> None:
    w = classify(user("hi", temperature=0, **extra))
    assert getattr(w, field) == value
    assert w.spec_friendly is (value is False or (value == 1 and field == "n"))


def test_workload_is_frozen() -> None:
    w = classify(user("hi"))
    assert isinstance(w, Workload)
    with pytest.raises(AttributeError):
        w.kind = "code"  # type: ignore[misc]


def test_empty_and_odd_bodies_do_not_fail() -> None:
    assert classify({}).label == "chat/open/decode-heavy"
    assert classify({"messages": "nope"}).kind == "chat"
    assert classify({"messages": [None, {"role": "user", "content": None}]}).kind == "chat"


def test_bounds_found_from_their_operators_are_those_a_full_search_finds() -> None:
    """The contest-bound check tries its pattern only at the digit before each operator; on
    random strings of digits, names, spaces and operators it agrees with a search from every
    position."""
    rng = random.Random(7)
    alphabet = [*"0123456789 \t\n x[].", "<=", "≤", "&lt;=", "١"]  # ١: an Arabic-Indic digit
    found = 0
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 24)))
        assert _has_bounds(text) is (_PROBLEM_BOUNDS.search(text) is not None), repr(text)
        found += _has_bounds(text)
    assert found > 500  # the strings do hold bounds, not only near misses


def test_a_system_prompts_paragraphs_do_not_anchor_a_cue() -> None:
    """Only the ask's own layout sets an instruction apart from material: a system prompt's
    'Keep your replies brief.' above its policy is no request to condense it."""
    policy = "Acme Bank offers savings accounts, loans and cards. Never share account numbers. " * 5
    w = classify({"messages": [
        {"role": "system", "content": f"You are Acme Bank's assistant. Keep your replies brief."
                                      f"\n\n{policy}"},
        {"role": "user", "content": "Write me a long poem about the sea."}]})
    assert w.label == "chat/open/decode-heavy"


def test_a_program_asked_for_in_one_message_keeps_the_context_of_another_ungrounded() -> None:
    """A schema in the system message and the SQL asked for in the user's: the answer is a new
    query, however the two are split."""
    schema = ("Answer using only the context below.\nContext: tables employees(id, name, "
              "dept_id, salary), departments(id, name, city), projects(id, dept_id, title).")
    ask = "Write a SQL query that returns the names of the employees who work in Paris."
    split = classify({"messages": [{"role": "system", "content": schema},
                                   {"role": "user", "content": ask}]})
    merged = classify(user(f"{schema}\n{ask}"))
    assert split.label == merged.label == "code/open/decode-heavy"


ALPACA = ("Below is an instruction that describes a task, paired with an input that provides "
          "further context. Write a response that appropriately completes the request.\n\n"
          "### Instruction:\n{}\n\n### Input:\n{}\n\n### Response:\n")
ESSAY = ("Technology has changed the way we live. Phones connect us with friends far away, but "
         "they also pull us from the people beside us, and studies suggest our attention shrinks.")


@pytest.mark.parametrize(("prompt", "kind", "grounding"), [
    # material under a label of its own, or announced, is what the task works on
    (f"## Passage: Printing press\n\n{ARTICLE}\n\n## Question\n\nHow quickly did the press "
     "spread?\n\nAnswer based only on the passage.", "chat", "grounded"),
    (f"**Context**: {ARTICLE}\n\nWho built it?", "chat", "grounded"),
    (f"Use the following pieces of context to answer the question at the end.\n\n{ARTICLE}\n\n"
     "Question: Who voted?\nHelpful Answer:", "chat", "grounded"),
    (f"In this task, you're given a sentence in English. Your task is to translate it into "
     f"Italian.\n\n{ESSAY}", "chat", "grounded"),
    (f"In this task, you are given a post from social media. Your task is to classify the post "
     f"as offensive or not.\n\n{ESSAY}", "chat", "open"),
    (ALPACA.format("Remove the unused variable.", PY_CODE), "code", "grounded"),
    (ALPACA.format("Make it a generator.", PY_CODE), "code", "grounded"),
    (ALPACA.format("Write a poem about the topic.", "Autumn leaves in a quiet park at dusk"),
     "chat", "open"),
    (ALPACA.format("Classify the sentiment of the review.", ESSAY), "chat", "open"),
    # an edit verb closing code or handed material; not where it creates or asks about
    (f"```python\n{PY_CODE}```\n\n## Instruction\nMake the mean function use statistics.fmean.",
     "code", "grounded"),
    (f"{PY_CODE}\nAdd a method that returns the size.", "code", "grounded"),
    (f"{PY_CODE}\nCan you add a method that returns the size?", "code", "grounded"),
    (f"{PY_CODE}\nShould I add a method that returns the size?", "code", "open"),
    (f"{PY_CODE}\nMake a function that adds two numbers.", "code", "open"),
    (f"Here is my essay draft:\n\n{ESSAY}\n\nMake it more formal.", "chat", "grounded"),
    (f"I cook for twelve next week and I am nervous, my kitchen is tiny and I have one oven. "
     f"{ESSAY} Make me a plan.", "chat", "open"),
    # a contest announces its input too, but the answer is a new program
    ("You are given an array of integers nums. Remove the duplicates in place and return the "
     "new length.\n\nExample 1:\nInput: nums = [1,1,2]\nOutput: 2", "code", "open"),
    # cue words inside the code (a docstring) ask nothing
    ("Please complete the class CurrencyConverter in the following code.\n"
     "class CurrencyConverter:\n    \"\"\"\n    Converts amounts between currencies and updates "
     "this converter's rates.\n    \"\"\"\n\n    def convert(self, amount, src, dst):\n"
     "        pass\n", "code", "open"),
])
def test_material_handed_over_or_labelled(prompt: str, kind: str, grounding: str) -> None:
    w = classify(user(prompt))
    assert (w.kind, w.grounding) == (kind, grounding)


def test_a_system_prompt_that_says_the_user_sends_the_material() -> None:
    """The task in the system prompt, the material as the user's message (a copy-editing bot);
    but a system prompt's manner ("answer briefly") or its closing line is no task."""
    editor = classify({"messages": [
        {"role": "system", "content": "You are a careful copy editor. The user will send you a "
                                      "sentence. Correct its grammar and reply with it only."},
        {"role": "user", "content": "Every person need to know a bit about math , sciences , "
                                    "arts and history in order to stand out ."}]})
    assert editor.grounding == "grounded"
    cook = classify({"messages": [
        {"role": "system", "content": "You are a helpful cooking assistant. The user will send "
                                      "you questions about recipes. Answer briefly and kindly."},
        {"role": "user", "content": "How long do I boil an egg for a soft yolk?"}]})
    assert cook.grounding == "open"


@pytest.mark.parametrize(("prompt", "kind", "grounding"), [
    # the answer named as the input transformed
    (f"This program has a bug on one line. Find the bug and give me the corrected program.\n\n"
     f"```python\n{PY_CODE}```", "code", "grounded"),
    # "my" points at material only before it: "my essay", not "my life"
    ("I want you to act as a coach. You will give me tips on how to improve certain areas of my "
     "life, such as relationships and careers. My first request is that I need help staying "
     "motivated.", "chat", "open"),
    (f"Please improve my essay:\n{ESSAY}", "chat", "grounded"),
    # a language's name after "in" in another language, or in a script the word lists can't read
    ("¿Cómo crear un diccionario con funciones en Python?", "code", "open"),
    ("pythonのPandasデータフレームから辞書型に変換する方法を教えてください。", "code", "open"),
    ("What are the main differences between Python and JavaScript?", "chat", "open"),
    # the material named ("the Stack class"); a task opening the paragraph that closes code
    (f"```python\n{PY_CODE}```\n\nModify the Stack class so that pop raises IndexError on an "
     "empty stack.", "code", "grounded"),
    (f"```python\n{PY_CODE}```\n\n## Instruction\nAdd a size method. It returns how many items "
     "the stack holds.", "code", "grounded"),
    # a prompt built from an indented string: its lines are prose, not a docstring
    (f"Instructions:\n    Summarize the following in two sentences.\n\n    {ARTICLE}", "chat",
     "grounded"),
    # an edit verb after "to" is the task only where a task is set: not in a question
    (f"{ESSAY} How can you prepare them to make them more tasty?", "chat", "open"),
    ("You are given a question and answer options. Choose the correct answer.\n\nInput: What "
     "do people need to do to change their lives?\n(A) face problems (B) pay bills", "chat",
     "open"),
])
def test_other_phrasings_and_languages(prompt: str, kind: str, grounding: str) -> None:
    w = classify(user(prompt))
    assert (w.kind, w.grounding) == (kind, grounding)


def sys_user(system: str, ask: str) -> dict[str, Any]:
    return {"messages": [{"role": "system", "content": system}, {"role": "user", "content": ask}]}


STORY = ("So I have been with my boyfriend for three years. His sister moved in with us "
         "'temporarily' in January and it is now September. She pays no rent and threw a party in "
         "our flat while we were away. He says I am overreacting and that family comes first.")


@pytest.mark.parametrize(("body", "label"), [
    # a system prompt's rules are no task on the user's question
    (sys_user("You are ACME's support assistant. The user will send you questions about orders. "
              "Make sure you never promise refunds.", "How long does shipping to Canada take?"),
     "chat/open"),
    (sys_user("You answer questions about our products. If the user misspells a product name, "
              "correct it silently.", "Does the Aquaflow 3000 come in blue?"), "chat/open"),
    (sys_user("## Background\nYou are Max, a friendly maths tutor for teenagers.",
              "Why is a negative times a negative positive?"), "chat/open"),
    # ...but the task of a bot whose user sends the text
    (sys_user("You are a translation bot. Translate everything the user writes into Japanese.",
              "Good morning! I hope you slept well and are ready for the big day."),
     "chat/grounded"),
    # an author's own labels and a story's last paragraph are no asks
    (user(f"{STORY}\n\nEDIT: forgot to mention she is 26. Should I talk to his parents?"),
     "chat/open"),
    (user(f"{STORY}\n\nChange is hard for me. Should I give him an ultimatum?"), "chat/open"),
    # the next turn's task on "it": the material is the conversation's
    ({"messages": [{"role": "user", "content": "Write a short email to my landlord about the "
                                               "broken heater."},
                   {"role": "assistant", "content": f"Dear Mr. Lopez, {ESSAY}"},
                   {"role": "user", "content": "Translate it to Spanish."}]}, "chat/grounded"),
    ({"messages": [{"role": "user", "content": ESSAY},
                   {"role": "user", "content": "Summarize it in one sentence."}]},
     "chat/grounded"),
    (user(f"What are the pros and cons of remote work? {ESSAY[:60]} Make it short."),
     "chat/open"),
    # a system prompt's material named with a modifier, or announced to a question
    (sys_user(f"Answer only from the HR policy below.\n\n{ESSAY}",
              "How many days of leave do I get?"), "chat/grounded"),
    (sys_user("You are a spellchecker. The user's text comes next: fix its spelling.",
              "Teh meeting has been moved to thursday becuase the room is booked."),
     "chat/grounded"),
    # "format" as a noun in an agent's boilerplate is no ask
    (user(f"Answer the question. Use the following format:\nQuestion: the question\nThought: "
          f"what to do\nAnswer: the answer\n\nQuestion: {ESSAY[:80]}?"), "chat/open"),
    # copy verbs of other Latin-script languages, anchored by their colon
    (user(f"Traduce al inglés: {ESSAY}"), "chat/grounded"),
    # copy verbs of scripts the word lists can't read, pointing at material
    (user("请把下面这段话翻译成英文：我们公司成立于2005年，主要生产高品质的户外运动装备，产品远销欧美等"
          "三十多个国家和地区。"), "chat/grounded"),
    (user("Переведи на английский: Завтра мы поедем на море с братьями, а потом поужинаем у "
          "бабушки."), "chat/grounded"),
    (user("翻译是什么意思？我想学习翻译专业，有什么建议吗？请详细说明一下未来的就业方向和需要的能力。"),
     "chat/open"),
    # names that are code only in code's company
    (user("Taylor Swift最新的专辑怎么样？"), "chat/open"),
    (user("¿Qué regalo para una cena con Julia el sábado?"), "chat/open"),
    # an indented list of tasks after code is the ask, not a docstring
    (user(f"{PY_CODE}\nPlease do the following:\n    1. Fix the crash on an empty list.\n"
          "    2. Rename xs to values."), "code/grounded"),
])
def test_what_review_found(body: dict[str, Any], label: str) -> None:
    w = classify(body)
    assert f"{w.kind}/{w.grounding}" == label


ABSTRACT = (
    "Tuning the learning rate of large networks is slow and expensive. We give a simple, fast "
    "algorithm that picks the rate from the curvature of the first hundred steps, with no extra "
    "training runs. On image and text benchmarks it matches a full grid search at a tenth of the "
    "cost. Experimental results show that our algorithm stays stable across batch sizes and "
    "optimisers, and we release the code."
)
SCHEMA = ('{\n  "title": "Pet",\n  "type": "object",\n  "properties": {\n    "name": {"title": '
          '"Name", "type": "string"},\n    "age": {"title": "Age", "type": "integer"}\n  },\n'
          '  "required": ["name"]\n}')


FOURTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # a verb with a subject, or a clause after it, states what someone did: no ask
    (user(f"Write a one-sentence TL;DR of the following paper abstract.\n\n{ABSTRACT}"),
     "chat/grounded"),
    (user("Dave had 10 apps on his phone. He added 11 new apps. After deleting some he had 4 "
          "left. How many apps did he delete?"), "chat/open"),
    # a cue word quoted on its own is a key or a term: a schema's "title"
    (sys_user("Generate a JSON object that matches the following JSON schema.",
              f"JSON schema: {SCHEMA}\n\nJSON object: "), "json/open"),
    # "explain" ends with "in": no "in TypeScript"
    (user("explain TypeScript and duck typing"), "chat/open"),
    # a language's command is code
    (user("Write a bash command to do the following: delete all but the five newest files in "
          "the current folder."), "code/open"),
    # the answer's format shown by example, or named in another language
    (user('Choose the needed APIs for the task and return the list of calls.\nOutput format: '
          '[{"api": "", "parameters": {"": ""}}]\n\nTask: book a table for two at 8 pm.'),
     "json/open"),
    (user("Назови три столицы Европы в формате JSON."), "json/open"),
    (user("列出三个欧洲首都，用JSON格式输出。"), "json/open"),
    (user("ヨーロッパの首都を三つ、JSON形式で答えてください。"), "json/open"),
    (user("Reply in this format: {question} - {answer}\n\nWhy is the sky blue?"), "chat/open"),
    # an extraction asked in Chinese, from the input, as JSON
    (user('{"instruction": "你是信息抽取的专家。请从input中抽取出人物和地点，以JSON格式回答。", '
          '"input": "张伟上周从北京出发，坐高铁去上海看望在复旦大学读书的妹妹张丽。"}'),
     "json/grounded"),
]



FIFTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # an email's subject line is its title
    (user(f"Generate a concise subject line for the following email.\n\nEmail:\n{ESSAY}"),
     "chat/grounded"),
    # a paper's abstract under its label is material a question is answered from
    (user(f"Answer the question about the abstract with yes, no, or maybe.\n\nAbstract: "
          f"{ABSTRACT}\nQuestion: Does the method need extra training runs?\nAnswer:"),
     "chat/grounded"),
]


TASK = (
    "Task: Oldest first\nWe describe a person as a tuple (name, age). Given a list of people, "
    "write a function by_age that returns them sorted from the oldest to the youngest. For "
    "example, [('Ann', 31), ('Bo', 45)] becomes [('Bo', 45), ('Ann', 31)]. Nobody in the list "
    "shares an age with anybody else, and the list may be empty, in which case the function "
    "returns an empty list. Do not use the built-in sorted function or list methods: the "
    "exercise is about writing the loop yourself. Your function is tested on lists of up to "
    "one hundred people, so a quadratic algorithm is fine.\n\n"
)
BUGGY = ("```python\ndef by_age(people):\n    out = []\n    while people:\n        oldest = "
         "people[0]\n        for p in people:\n            if p[1] > oldest[1]:\n"
         "                oldest = p\n        people.remove(oldest)\n    return out\n```")


EIGHTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # the user's query is material a system prompt's extraction works on, as is a "Query:"
    (sys_user("Identify the intent of the user's query and extract its slots. Return only a "
              'JSON object {"intent": "...", "slots": {}}.',
              "I'd like to add this track to my Classical Relaxations playlist, please."),
     "json/grounded"),
    # the answer named as the input optimised
    (user("Please inspect the following inefficient code and give an optimized version of the "
          f"code that solves the same problem faster.\n\n```python\n{PY_CODE}```"),
     "code/grounded"),
    # Chinese asks that name their material, or quote it
    (user("阅读下面的材料，然后回答问题。\n\n一个小女孩在公园里捡到了一个钱包，里面有很多钱和一张身份证。她没有"
          "打开看，而是一直站在原地等失主回来。一个小时以后，一位老爷爷急急忙忙地跑了过来。\n\n问题：小女孩"
          "捡到钱包以后做了什么？"), "chat/grounded"),
    (user("根据你的经验，怎样才能在三个月内学好高中数学？请给出一个详细的学习计划。"), "chat/open"),
    (user('请将英语"I think that the student who wrote on the blackboard was wrong."翻译成中文'),
     "chat/grounded"),
]


NINTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # a bot's job told as what it does ("You rewrite ...") works on the user's text, not on a
    # question, and "You answer" copies nothing
    (sys_user("You rewrite informal English into formal English. Reply with the sentence only.",
              "clover is great too, don't get me wrong, but i prefer the crimson one"),
     "chat/grounded"),
    (sys_user("You rewrite informal English into formal English. Reply with the sentence only.",
              "What is the capital of France?"), "chat/open"),
    (sys_user("You answer questions about cooking for a recipe site.",
              "I have chicken thighs, rice and a lemon, and about forty minutes tonight."),
     "chat/open"),
    # "read the following conversation and answer" names the material of a question
    (user("Read the following conversation and answer the question.\n\nW: The concert on "
          "Friday is cancelled, only a few tickets were sold.\nM: What a pity, I wanted to go."
          "\n\nQuestion: Why was the concert cancelled?\nA. Rain.\nB. Few tickets sold.\n"
          "Answer with the letter of the correct option."), "chat/grounded"),
    # a section heading names no ask; an edit further on still works on the code
    (user("Below is an instruction. The concept keywords and their meanings are:\n\n"
          "### Keywords:\n\n[in] the function or class to focus on to make the change\n\n"
          "[+] the library, data structure or design concept in the code to use or add\n\n"
          "[-] the library, data structure or design concept in the code to remove\n\n"
          "[hint] a full or partial description, in words, of the idea to implement\n\n"
          "[implement] what specific function to implement in the class\n\n"
          "[override] what specific function of the parent class to override\n\n"
          "### Instruction:\nRewrite the code to improve its execution time.\n\n"
          f"### Given program:\n```python\n{PY_CODE}```"), "code/grounded"),
]


SIXTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # the ask at the head of long prose before the code is read too
    (user("This is a student's submission for the exercise below. It fails some tests. Fix the "
          f"program so that it is correct, keeping the same function name.\n\n{TASK}{BUGGY}"),
     "code/grounded"),
    # "the correct option" is no ask to correct
    (user("A tank fills in 6 hours and leaks empty in 9. How long does it take to fill?\n\n"
          "Answer Choices:\nA) 12 h\nB) 15 h\nC) 18 h\nD) 20 h\n\nSolve the problem step by "
          "step and then give the letter of the correct option."), "chat/open"),
]


C_CODE = ("```c\n#include <stdio.h>\n\nint main(void) {\n    int n, total = 0;\n"
          "    scanf(\"%d\", &n);\n    for (int i = 1; i < n; i++) {\n        total += i;\n"
          "    }\n    printf(\"%d\\n\", total);\n    return 0;\n}\n```")

ELEVENTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # the ask between the failing case's blocks and the code it works on
    (user("My C program for the sum problem gives a wrong answer. For this input:\n```\n5\n```"
          f"\nit prints:\n```\n10\n```\nPlease fix the bug and send the whole program.\n\n"
          f"{C_CODE}"), "code/grounded"),
    (user("My C program for the sum problem prints this for the input 5:\n```\n10\n```\n"
          f"Explain what the loop does, line by line.\n\n{C_CODE}"), "chat/open"),
    # Korean asks: extract into JSON, read and answer, translate; a JSON file read from is
    # no JSON answer
    (user("다음 문장에서 인물과 장소를 추출하세요. 결과는 JSON 배열로만 출력하세요.\n\n문장: "
          "어제 김민수 선생님이 부산 해운대에서 학생들과 함께 봉사 활동을 했다."), "json/grounded"),
    (user("다음 글을 읽고 질문에 답하세요.\n\n한강은 강원도에서 시작해 서울을 지나 서해로 흐르는 "
          "강으로, 길이는 약 494킬로미터이다. 서울 시민들에게 중요한 휴식 공간이다.\n\n"
          "질문: 한강의 길이는 얼마인가?"), "chat/grounded"),
    (user("아래 문장을 영어로 번역해 주세요: 오늘 회의는 오후 세 시로 미뤄졌고 장소는 삼층 "
          "대회의실입니다."), "chat/grounded"),
    (user("파이썬에서 JSON 파일로부터 설정 값을 읽는 가장 간단한 방법이 뭔가요?"), "chat/open"),
    # a system prompt that casts the bot as a copy verb's agent works on the user's text
    (sys_user("You are a named-entity recognizer. Return a JSON object of the person, place "
              "and organisation names in the text.",
              "Maria Lopez joined the Red Cross office in Valencia last spring."),
     "json/grounded"),
    (sys_user("You are an information-extraction engine. Output only JSON.",
              "Sentence: The Tower Bridge crosses the River Thames in London.\nHead: tower "
              "bridge\nTail: river thames\n\nWhich relation holds? Answer as JSON {\"head\": "
              "..., \"relation\": ..., \"tail\": ...}."), "json/grounded"),
    (sys_user("You are a translator for a travel agency.", "Which language do they speak in "
              "Andorra, and do I need it for a weekend trip?"), "chat/open"),
    # a Korean sentence is short in characters, not in tokens
    (sys_user("You are a Korean named-entity recognizer. Return JSON with the names copied "
              "from the input.", "정재영의 연기 빼곤 볼게 없는 영화였다"), "json/grounded"),
]

TWELFTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # "correct" after a preposition is an adjective: no edit
    (user("You are a hardware engineer who only writes code using correct Verilog syntax.\n\n"
          "Question:\nImplement a module named TopModule with the following interface. All "
          "ports are one bit.\n\n - input a\n - output y\n\nThe module should invert its "
          "input. Declare all ports as logic; do not use wire or reg. Use always @(*) for "
          "combinational logic and never a sensitivity list.\n\nEnclose the code in [BEGIN] "
          "and [DONE].\n\nAnswer:"), "code/open"),
    # JSON asked for in Chinese after the verb: 输出JSON, 以JSON数组输出
    (user("请抽取下面微博中的人名和地名，按 {\"PER\": [], \"LOC\": []} 的格式输出JSON。\n\n"
          "微博：今天和王小明一起在杭州西湖边散步，天气特别好，拍了很多照片。"), "json/grounded"),
    (user("请从下面的句子中抽取所有人名，请以JSON数组输出。\n\n句子：李雷和韩梅梅周末去"
          "上海看了一场话剧。"), "json/grounded"),
]


THIRTEENTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # a system prompt's job over "user comments": the comment is the material
    (sys_user("You are a moderation assistant that detoxifies user comments: remove insults "
              "but keep everything else the comment says.",
              "Comment: the referee was a blind idiot and cost us the whole match tonight\n\n"
              "Polite version:"), "chat/grounded"),
    # ...and in another script, where the verb needs no pointer
    (sys_user("Ты помощник редакции. Переписывай грубые отзывы вежливо, сохраняя их смысл.",
              "Отзыв: доставка опять опоздала на три дня, курьер хамло, больше не закажу."),
     "chat/grounded"),
    (sys_user("Ты помощник редакции. Переписывай грубые отзывы вежливо, сохраняя их смысл.",
              "Как мне вернуть деньги за заказ, если курьер так и не приехал?"), "chat/open"),
    # a context label of another script ("文脈："), and an ask that closes the text
    (user("質問：富士山の高さは何メートルですか。\n\nタイトル：富士山\n本文：\n富士山は静岡県と"
          "山梨県にまたがる活火山で、標高は3776メートル、日本で最も高い山である。"),
     "chat/grounded"),
    (user("文脈：富士山は静岡県と山梨県にまたがる活火山で、標高は3776メートル、日本で最も高い"
          "山である。\n\n質問：富士山の標高は？\n\n上の文脈から答えを抜き出して答えてください。"),
     "chat/grounded"),
    # a worked answer ("step by step") over a labelled context is new text, not a span
    (sys_user("Solve the math word problem. Reason step by step and end with the number.",
              "Question: how many pencils are left?\n\nContext: A class had 48 pencils. The "
              "teacher gave 3 pencils to each of the 12 students."), "chat/open"),
]


FOURTEENTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # Spanish, Portuguese, Italian, German copy verbs and deictics; "una lista JSON"
    (user("Extrae los nombres de personas y lugares de la siguiente oración. Devuelve una "
          "lista JSON de objetos con las claves \"texto\" y \"tipo\".\n\nOración: El "
          "presidente Gabriel Boric visitó ayer Valparaíso para inaugurar el nuevo puerto."),
     "json/grounded"),
    (user("Reescribe el siguiente párrafo en un tono más formal:\n\nOye, la reunión de mañana "
          "se cambia a las diez porque el jefe no llega antes, avisa a los demás."),
     "chat/grounded"),
    # Arabic: "read the following text, then answer", and a system prompt that answers from
    # the given text; a bare question (ending in "؟") is no material
    (user("اقرأ النص التالي ثم أجب عن السؤال.\n\nالنص: نهر النيل هو أطول أنهار العالم، "
          "ويمر بعدة دول أفريقية قبل أن يصب في البحر المتوسط.\n\nالسؤال: أين يصب نهر النيل؟"),
     "chat/grounded"),
    (sys_user("أنت مساعد للفهم القرائي. أجب عن السؤال بالاعتماد على النص المعطى فقط.",
              "السؤال: أين يصب نهر النيل؟\n\nالنص (نهر النيل):\nنهر النيل هو أطول أنهار "
              "العالم، ويمر بعدة دول أفريقية قبل أن يصب في البحر المتوسط."), "chat/grounded"),
    (sys_user("أنت مساعد للفهم القرائي. أجب عن السؤال بالاعتماد على النص المعطى فقط.",
              "ما هو أطول نهر في العالم وكم يبلغ طوله بالكيلومترات تقريبا؟"), "chat/open"),
    # the asker's own need of a regex or a function asks for code; of a program to lose
    # weight, not
    (user("I need a regex for lines that begin with the word 'once'."), "code/open"),
    (user("I need a program to lose weight before summer, any ideas?"), "chat/open"),
    (user("I want a class for my daughter, maybe piano lessons. Any tips?"), "chat/open"),
    # an edit verb closing on "this" after a line as long as itself works on the line
    (user("Was I even close to you in the chase for the goose?\n\nMake this sound like a line "
          "from a Shakespeare play."), "chat/grounded"),
]


SCHEMA = ("CREATE TABLE patients (\n    id INT PRIMARY KEY,\n    name TEXT NOT NULL,\n"
          "    born DATE\n);\n\nCREATE TABLE visits (\n    id INT PRIMARY KEY,\n"
          "    patient_id INT REFERENCES patients(id),\n    admitted TIMESTAMP NOT NULL\n);")

FIFTEENTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # Chinese corrections: 修改/改正 over a labelled sentence, or in a teacher's system prompt
    (user("请判断下面的句子是否有语病；如有语病，请修改并给出正确的句子。\n\n句子：通过这次社会"
          "实践活动，使我们开阔了眼界，增长了见识，也学会了与人合作。"), "chat/grounded"),
    (sys_user("你是一名语文老师，负责批改病句。修改时尽量少改动原句。",
              "通过这次社会实践活动，使我们开阔了眼界，增长了见识。\n\n上面这句话有没有语病？"
              "有的话请直接改正。"), "chat/grounded"),
    # a system prompt that casts the bot as an extraction system or a translator, in
    # Portuguese or Spanish, over the user's text; not over a question
    (sys_user("Você é um sistema de extração de entidades nomeadas em textos jurídicos. "
              "Responda apenas com um objeto JSON.",
              "O relator Augusto Nardes votou pela aprovação das contas do Ministério da Saúde "
              "em Brasília no dia 11 de maio de 2016."), "json/grounded"),
    (sys_user("Eres un traductor profesional. Responde solo con la traducción al inglés.",
              "Mañana por la mañana salimos hacia Sevilla en el primer tren de la estación."),
     "chat/grounded"),
    (sys_user("Eres un traductor profesional. Responde solo con la traducción al inglés.",
              "¿Cuál es la diferencia entre traducir e interpretar en una conferencia?"),
     "chat/open"),
    # "Answer with a single SQL query" asks for a program: a question over a schema is no
    # reading comprehension then
    (sys_user("You are a data analyst for the hospital database. Answer with a single SQL "
              "query.", f"When was patient 4711 last admitted?\n\nThe tables:\n{SCHEMA}"),
     "code/open"),
]


EIGHTEENTH_ROUND: list[tuple[dict[str, Any], str]] = [
    # a system prompt's fix works on the code the user sends, not on a question
    (sys_user("You are a tutor for an introductory C course. Fix the student's program with "
              "the smallest possible change and return the whole corrected program.", C_CODE),
     "code/grounded"),
    # the fourth review: fixes in Japanese and Chinese, a Russian translator's system prompt,
    # and "Question:" asking for a new text beside "Review:"
    (user("次の文章の誤字を直してください：昨日は友達と映画を身に行きましたが、チケットを家に忘れて"
          "しまい、窓口でもう一度買い直しました。"), "chat/grounded"),
    (user("帮我把这句话改得更礼貌一点：你赶紧把报告发给我，别再拖了，明天开会要用。"),
     "chat/grounded"),
    (sys_user("Ты — переводчик. Переводи каждое сообщение пользователя на английский язык.",
              "Добрый день! Напоминаем, что оплата за февраль должна поступить до 10 числа."),
     "chat/grounded"),
    (user("Review: The plot was predictable but the acting was excellent, especially the lead."
          "\nQuestion: Can you write a short review in this same style for the movie Inception?"),
     "chat/open"),
    # ...and "the complete program" is no ask to complete one
    (sys_user("You are a tutor for an introductory C course. Fix the student's program with "
              "the smallest possible change and return the complete corrected program.",
              C_CODE), "code/grounded"),
    (sys_user("You are a tutor for an introductory C course. Fix the student's program with "
              "the smallest possible change and return the whole corrected program.",
              "Why does my loop in C never end when I compare a float with 0.1?"), "chat/open"),
    # "Question:" beside a label of material ("Review:") asks about that text
    # round 19: "Texto:" is a context label; "answer with the class" names a label, not code
    (user("Which taxonomic class does the platypus belong to? Answer with the class name "
          "only."), "chat/open"),
    (sys_user("You are an expert in x86 assembly for Linux. Reply with code only.",
              "add 4 to the esp register"), "code/open"),
    (user("Leia o texto abaixo e responda à pergunta.\n\nTexto: A biblioteca central abre às "
          "oito horas e fecha às vinte e duas horas durante o período letivo.\n\nPergunta: a "
          "que horas fecha a biblioteca?"), "chat/grounded"),
    # rounds 21-22: "Here is a sentence and its translation. Post-edit ..."; Norwegian and
    # German context labels; NASM assembly is code
    (user("Here is a sentence in English and its machine translation into French. Post-edit "
          "the translation so that it is correct and natural, changing as little as possible."
          "\n\nSource (English): The meeting was moved to Thursday afternoon.\nMachine "
          "translation (French): La réunion a été déplacée à jeudi après-midi."),
     "chat/grounded"),
    (user("Les teksten og svar på spørsmålet.\n\nTekst: Bergen er Norges nest største by og "
          "ligger på vestkysten. Byen er kjent for Bryggen og for mye regn.\n\nSpørsmål: Hva "
          "er Bergen kjent for?"), "chat/grounded"),
    (user("Write the NASM assembly (Linux, 32-bit x86) for the following: push the value of "
          "eax onto the stack"), "code/open"),
    # rounds 23-24: Vietnamese "summarise the following article"; a question on the table
    # below; "un array JSON"
    (user("Hãy tóm tắt bài báo sau trong 2-3 câu.\n\nSáng nay, mưa lớn kéo dài khiến nhiều "
          "tuyến phố ở Hà Nội ngập sâu, giao thông ùn tắc trong nhiều giờ. Cơ quan chức năng đã "
          "điều động lực lượng hỗ trợ người dân."), "chat/grounded"),
    (user("Answer the question based on the table below.\n\n| Year | Title | Channel |\n|---|"
          "---|---|\n| 2017 | Tu Aashiqui | Colors TV |\n| 2019 | Laal Ishq | &TV |\n\n"
          "Question: Which show aired on Colors TV?"), "chat/grounded"),
    (sys_user("Sei un sistema di estrazione di entità.",
              "Il sindaco di Torino ha incontrato ieri i rappresentanti della FIAT in Comune.\n\n"
              "Restituisci un array JSON di oggetti {\"entita\": ..., \"tipo\": ...} per ogni "
              "entità nominata presente nel testo sopra."), "json/grounded"),
    # rounds 25-26: "参考文章：" labels the passage; "als JSON", "JSON-массив"
    (sys_user("你是一个阅读理解助手。请从用户提供的文章中找出答案。",
              "问题：孕吐什么时候结束\n\n参考文章：\n早孕反应是一种正常的生理现象，症状通常出现在停经"
              "6周以后，一般持续到怀孕3个月就会结束。"), "chat/grounded"),
    (user("Extrahiere alle Named Entities aus dem folgenden Satz und gib sie als JSON zurück.\n\n"
          "Satz: Angela Merkel besuchte am Montag das Werk von Siemens in Erlangen."),
     "json/grounded"),
    (user("Извлеки из текста все имена и города. Верни JSON-массив объектов.\n\nТекст: Вчера "
          "Иван Петров приехал в Казань на открытие новой библиотеки."), "json/grounded"),
    # round 27: Indonesian labels and "berikut" (following); "list every gene ... above"
    (user("Bacalah paragraf berikut dan jawab pertanyaannya.\n\nParagraf: Danau Toba terletak "
          "di Sumatera Utara dan merupakan danau vulkanik terbesar di dunia.\n\nPertanyaan: Di "
          "mana letak Danau Toba?"), "chat/grounded"),
    (sys_user("You are a biomedical named-entity extraction service. Reply with JSON only.",
              "Mutations in BRCA1 and TP53 were found in most of the sampled tumours this year."
              "\n\nList every gene mentioned in the sentence above as {\"genes\": [...]}."),
     "json/grounded"),
    # round 28: Vietnamese "trả về một đối tượng JSON" (return a JSON object)
    (user("Trích xuất các thực thể có tên trong câu sau và trả về một đối tượng JSON.\n\nCâu: "
          "Bệnh nhân Nguyễn Văn A, 47 tuổi, được đưa đến Bệnh viện Bạch Mai ở Hà Nội."),
     "json/grounded"),
    # round 20: Persian "read the text below and answer"; "read the tweet"
    (user("متن زیر را بخوان و به سؤال پاسخ بده.\n\nمتن: تهران پایتخت ایران است و بیش از نه میلیون "
          "نفر جمعیت دارد. این شهر در دامنه کوه‌های البرز قرار گرفته است.\n\nسؤال: پایتخت ایران "
          "کجاست؟"), "chat/grounded"),
    (user("Read the tweet and answer the question.\n\nTweet: Rain delay at the ballpark tonight, "
          "first pitch moved to 8:15. Stay dry out there! (@CityBaseball) May 5, 2015\n\n"
          "Question: when is the first pitch"), "chat/grounded"),
    (sys_user("You are a shopping assistant that answers customer questions from reviews.",
              "Question: How long does the battery last?\n\nReview:\nI bought this speaker "
              "for camping. The sound is clear, and the battery lasted two full days of music "
              "before it needed a charge, which beat my old one by a mile."), "chat/grounded"),
]


def test_the_last_fenced_block_may_be_the_code() -> None:
    """Examples in ```text blocks come first; the code to work on closes the prompt."""
    prompt = ("# Instructions\n\nTurn rows into columns:\n\n```text\nABC\nDEF\n```\n\nbecomes"
              "\n\n```text\nAD\nBE\nCF\n```\n\nPad short rows on the left.\n\nUse the above "
              "instructions to modify the supplied files: transpose.py\n\ntranspose.py\n```\n"
              "def transpose(text):\n    pass\n```\n")
    assert classify(user(prompt)).kind == "code"


THIRD_REVIEW: list[tuple[dict[str, Any], str]] = [
    # the asker's own "we" or "I" after "can", "could", "how can" asks
    (user("Can we rewrite this paragraph so it sounds less stiff:\n\nPursuant to our previous "
          "correspondence, we hereby inform you that the maintenance window is moved."),
     "chat/grounded"),
    (user("Can we write a function that merges two sorted lists without using sort()?"),
     "code/open"),
    (user(f"How can we fix this? It raises ZeroDivisionError.\n\n```python\n{PY_CODE}```"),
     "code/grounded"),
    # 提取 after "from the account" is a withdrawal; the author's 提取 in another clause no ask
    (user("我想从公积金账户中提取余额来还房贷，具体流程是什么？提取之后会不会影响以后再申请贷款？"),
     "chat/open"),
    (user("我从这篇文章中学到了很多，作者提取了大量历史数据来论证观点。你觉得这种论证可靠吗？"),
     "chat/open"),
    # a format shown in a fenced block or after a sentence; not a pasted log's format
    (user('Give me five startup ideas in fintech.\nFormat:\n```json\n[{"idea": "", "why": ""}]'
          "\n```"), "json/open"),
    (user('List three fruits and their colours. Format: {"fruit": "", "colour": ""}'),
     "json/open"),
    (user('Our app log format: {"ts": "...", "level": "INFO", "msg": "..."}. How do I search '
          "for all ERROR lines in Splunk?"), "chat/open"),
    (user("Nenne mir drei deutsche Dichter im JSON-Format mit Name und Geburtsjahr."),
     "json/open"),
    (user("列出三种常见的排序算法及其时间复杂度，请用 JSON 格式返回。"), "json/open"),
    (user("日本の三大祭りをJSONで出力してください。"), "json/open"),
    (user("Dame los cinco países más poblados, devuelve la respuesta en JSON."), "json/open"),
    (user("Given JSON data from our API, explain what each field means in plain words."),
     "chat/open"),  # "en JSON" inside "given JSON" names no format
]


@pytest.mark.parametrize(("body", "label"),
                         [*FOURTH_ROUND, *FIFTH_ROUND, *SIXTH_ROUND, *EIGHTH_ROUND,
                          *NINTH_ROUND, *ELEVENTH_ROUND, *TWELFTH_ROUND, *THIRTEENTH_ROUND,
                          *FOURTEENTH_ROUND, *FIFTEENTH_ROUND, *EIGHTEENTH_ROUND,
                          *THIRD_REVIEW])
def test_what_the_held_out_rounds_and_the_third_review_found(body: dict[str, Any],
                                                            label: str) -> None:
    w = classify(body)
    assert f"{w.kind}/{w.grounding}" == label


def test_a_next_turn_that_closes_on_it_works_on_the_earlier_code() -> None:
    body = {"messages": [
        {"role": "user", "content": "Write a function that loads users from a JSON file."},
        {"role": "assistant", "content": f"```python\n{PY_CODE}```"},
        {"role": "user", "content": "Add error handling for a missing file to it."}]}
    assert classify(body).label.startswith("code/grounded")
    body["messages"][-1]["content"] = "Add a chapter about error handling for beginners to it."
    body["messages"][1]["content"] = ESSAY
    assert classify(body).label.startswith("chat/grounded")


def test_material_too_short_to_copy_stays_open() -> None:
    """Under MIN_MATERIAL_CHARS the answer copies a few tokens at most: grounded would promise
    speculation a gain (the router's estimates for the class) that a short answer cannot give,
    and a cut-off request's bill is estimated at that pace (``test_metering_api``)."""
    assert classify(user("Fix the grammar: me and him goes to school")).grounding == "open"
    assert classify(user("Fix the grammar: me and him goes to school with my sister every "
                         "day")).grounding == "grounded"

def test_a_language_name_before_trailing_space_does_not_fail() -> None:
    assert classify(user("Do you know Python ")).kind == "chat"
    assert classify(user("what about rust \n")).kind == "chat"


FUZZ_WORDS = (
    "python", "bash", "in", "using", "write", "a", "function", "summarize", "translate", "fix",
    "the", "following", "this", "text", "json", "format", "output", "input", ":", "?", "\n",
    "\n\n", "```", "```python", "<code>", "</code>", "Context:", "## Passage", "1 <= n <= 10",
    "≤", '"title"', "he", "we", "it", "翻译", "抽取", "从", "中", "：", "Переведи", "def f(x):",
    "TL;DR:", "EDIT:", "you are given", "make", "add", "{", "[{", "}", " ", "  ", "\t", "-", "*")


def test_classify_never_fails_on_fragments() -> None:
    """Random runs of the words and marks the rules look at, with any spacing, ending anywhere
    (a name before a trailing space once raised IndexError: a 500 for that request)."""
    rng = random.Random(11)
    for _ in range(3000):
        text = "".join(rng.choice(FUZZ_WORDS) + rng.choice(("", " ", " ", "\n", ": "))
                       for _ in range(rng.randint(1, 14)))
        messages = [{"role": "user", "content": text}]
        if rng.random() < 0.3:
            messages.insert(0, {"role": "system", "content": rng.choice(FUZZ_WORDS) + " " + text})
        assert isinstance(classify({"messages": messages}), Workload)


def test_a_failing_rule_routes_by_length_and_logs_no_prompt_text(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """A bug in a feature rule must not fail the request: it is classified chat/open with its
    real length and sampling factors, and the log names the failing line, not the prompt."""
    import gateway.routing.classify as module

    def broken(*_: object, **__: object) -> None:
        return [][0]  # type: ignore[no-any-return]

    monkeypatch.setattr(module, "text_features", broken)
    secret = "My card number is 4111 1111 1111 1111, summarize my statement: " + ARTICLE
    w = classify(user(secret, temperature=0, logprobs=True))
    assert (w.kind, w.grounding, w.prompt_tokens) == ("chat", "open", -(-len(secret) // 4))
    assert (w.temperature, w.logprobs) == (0.0, True)
    assert "IndexError" in caplog.text and "test_classify.py" in caplog.text
    assert "4111" not in caplog.text and "statement" not in caplog.text
