"""The classifier on what held-out rounds 68 to 83 found: "a Python solution" is a program,
"a .gitignore file" is code, a short "Context:" field closing a claim's record is no passage,
"a SQL pretty-printer" and "Return the given Rust source file formatted" give back the user's
code, "Parse this User-Agent string" works on the paragraph after it, "Answer with one word:
entailment, contradiction or neutral" is a label, "Here is a k8s YAML file" hands code over and
"Please modify it" right after a block edits it, "the abstract" is material, "short, accurate
summaries" and "Tu es traducteur" cast the bot, whose user's text is then material whatever
code it names, "reply with the same program" asks for code, "Combine these short sentences"
edits them, "a runnable Java example" is code and "a log-ingestion service" extracts from the
line it receives, "a Wikipedia copy editor", "the translator for our support team" and "return
the complete repaired file" give the user's text back changed, as do "un corrector de estilo" and
"Pretty-print this" (an eighth review's finds), "Answer 'real' or 'fake'" is a pick, "reply with
the same code reformatted" gives the user's code back, and a JSON example after "in the format:"
asks for JSON, as "with the correct label only" asks for a label; each beside look-alikes that
must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

RUST = ("fn lorem<T>(ipsum: T) where T: Add + Sub + Mul + Div {\n    let total = ipsum + "
        "ipsum;\n    total * ipsum\n}\n\nfn main() {\n    println!(\"{}\", lorem(3));\n}\n")
RECORD = '{"name": "Ada", "langs": ["en", "fr"], "born": 1815, "address": {"city": "London"}}'

PASSAGE = ("Passage: A fire in Orillia is being treated as suspicious. Fire crews were called to a "
           "construction site on Monarch Drive just after midnight to find an excavator on fire, "
           "and police brought in forensic officers to find out how it started.")
MANIFEST = ("```\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  "
            "replicas: 2\n  template:\n    spec:\n      containers:\n      - name: nginx\n"
            "        image: nginx:1.14.2\n```")
PYTHON = ("```python\ndef total(items):\n    s = 0\n    for x in items:\n        s += x.price\n"
          "    return s\n```")

ABSTRACT = ("In the natural evolution of programming languages it is sometimes necessary to make "
            "changes that modify the behavior of older programs. This PEP proposes a policy for "
            "implementing these changes in a manner respectful of the installed base of Python "
            "users.")
DOCS = ("Taken together, these properties make it possible to design reliable and extensible "
        "classes with multiple inheritance, and every class can be subclassed safely.")
REVERSE = "Write a Python function that reverses a string and keeps the case of each letter."

ZIG = ("// file: 005_arrays2.zig\n//\n// Zig has some fun array operators.\n//\nconst std = "
       "@import(\"std\");\n\npub fn main() void {\n    const le = [_]u8{ 1, 3 };\n    const et "
       "= [_]u8{ 3, 7 };\n    const leet = ???;\n    std.debug.print(\"LEET: \", .{});\n}\n")

CLAUSE = ("text: The Recipient will, on request from the Discloser, return all copies and records "
          "of the Confidential Information to the Discloser and will not retain any copies or "
          "records of it.")

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Write a Python solution for the following exercise.\n\n# Instructions\n\nGiven a "
          "positive integer, return the number of steps it takes to reach 1 according to the "
          "rules of the Collatz Conjecture."), "code/open"),
    (user("Is there a Python solution to the halting problem, or is it impossible in any "
          "language?"), "chat/open"),
    (user("Write a .gitignore file for a Concrete5 project. Output only the file contents."),
     "code/open"),
    (user("I'm setting up a new git repository for Elisp. Can you give me a good .gitignore "
          "for it?", system="You are a DevOps assistant who writes repository configuration "
          "files."), "code/open"),
    (user("Why does git keep tracking my build folder even though it is in my .gitignore?"),
     "chat/open"),
    (user("Claim: Says 80 percent of the health care dollars are spent by 20 percent of the "
          "population.\nSpeaker: alan-bates\nContext: a floor speech.",
          system="You are a political fact-checker. Rate claims as pants-fire, false, "
          "barely-true, half-true, mostly-true or true."), "chat/open"),
    (user("Answer the question from the context.\n\nQuestion: Where is Mount Kilimanjaro?\n"
          "Context: Mount Kilimanjaro is the highest mountain in Africa, 5,895 metres tall, "
          "and it stands in the north of Tanzania near the border with Kenya."),
     "chat/grounded"),
    (user("SELECT 1 FROM a JOIN (SELECT a FROM c) AS b ON a.x = b.x AND a.x < 2",
          system="You are a SQL pretty-printer. Given a SQL statement, return the same "
          "statement formatted across multiple lines with consistent indentation. Output only "
          "SQL."), "code/grounded"),
    (user(RUST, system="You are rustfmt. Return the given Rust source file formatted "
          "according to the Rust style guide. Output only the formatted code."), "code/grounded"),
    (user("The committee met on Tuesday to review the budget. After a long debate, members "
          "agreed to postpone the vote until the auditors had filed their report.",
          system="You are a reading-level assistant. Return the given text's grade level as a "
          "single number."), "chat/open"),
    (user("Parse this HTTP User-Agent string and return a JSON object with the keys \"family\", "
          "\"major\" and \"minor\".\n\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64) "
          "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Safari/537.36"),
     "json/grounded"),
    (user(f"Why does json.loads fail to parse this?\n\n{RECORD}"), "chat/open"),
    (user("I can't parse this sentence, what does it mean? 'Buffalo buffalo Buffalo buffalo "
          "buffalo buffalo Buffalo buffalo.'"), "chat/open"),
    (user(f"How do I parse this JSON string in Python?\n\n{RECORD}"), "code/open"),
    (user("Read the passage and decide whether the statement after it is entailed by the "
          "passage, contradicted by it, or neither. Answer with one word: entailment, "
          f"contradiction or neutral.\n\n{PASSAGE}\n\nStatement: The fire was caused by the "
          "police."), "chat/open"),
    (user("Read the passage and answer the question with a single word from it.\n\n"
          f"{PASSAGE}\n\nQuestion: What was on fire?"), "chat/grounded"),
    (user("Here is a k8s YAML file. Could you modify it so that it keeps two more replicas and "
          f"requests 0.1 CPU?\n{MANIFEST}"), "code/grounded"),
    (user(f"Here is a file I found online. What does it do?\n\n{PYTHON}"), "code/open"),
    (user(f"Given the following deployment:\n{MANIFEST}\nPlease modify it so that it runs the "
          "command \"mkdir tt\" after start-up.\nI can do it by hand for every pod, but that "
          "does not scale."), "code/grounded"),
    (user(f"{PYTHON}\nCan you write a unit test for it with pytest?"), "code/open"),
    (user("Summarize the abstract of PEP 5 (\"Guidelines for Language Evolution\") in two "
          f"plain-English sentences for a working Python developer.\n\n{ABSTRACT}"),
     "chat/grounded"),
    (user("What is the abstract of the paper 'Attention Is All You Need' about, in a nutshell?"),
     "chat/open"),
    (user(f"PEP 5: Guidelines for Language Evolution\n\n{ABSTRACT}", system="You write short, "
          "accurate summaries of technical documents. Keep it to one short paragraph."),
     "chat/grounded"),
    (user("Once upon a time a fox found a well in the middle of the forest and wondered what "
          "was at the bottom of it.", system="You write short, funny stories for children."),
     "chat/open"),
    (user(DOCS, system="Tu es traducteur technique pour la documentation Python en français. "
          "Traduis le texte anglais fourni en français."), "chat/grounded"),
    (user(REVERSE, system="You are an English-to-German translator. Return only the "
          "translation."), "chat/grounded"),
    (user(REVERSE, system="You are a helpful assistant."), "code/open"),
    (user("({ set x(){} });", system="You are a code formatter. The user sends JavaScript "
          "source; reply with the same program pretty-printed in Prettier's default style and "
          "nothing else."), "code/open"),
    (user("Combine these short sentences into a single well-formed sentence without losing any "
          "information:\n\nOn October 14, 1960, John F. Kennedy proposed the concept of what "
          "became the Peace Corps. He did this on the steps of the Michigan Union."),
     "chat/grounded"),
    (user("How do I combine two dictionaries in Python so that the second one wins on shared "
          "keys?"), "code/open"),
    (user("In a bowl, combine the flour, the sugar and the butter until it looks like sand. What "
          "else do I need to make shortbread?"), "chat/open"),
    (user("Write a small, runnable Java example that implements the Command design pattern.\n\n"
          "Intent: The Command pattern encapsulates a request as an object, so that clients can "
          "be given queues, requests and operations, and it supports undo."), "code/open"),
    (user("Give me an example of a haiku about the first snow of autumn."), "chat/open"),
    (user("03-17 16:15:33.426 28601 29239 V AudioManager: getRingerMode returned normal mode for "
          "user 0", system="You are a log-ingestion service. For each raw Android log line you "
          "receive, return only a JSON object with the fields: Date, Time, Pid, Tid, Level, "
          "Component, Content."), "json/grounded"),
    (user("I need to set up a pipeline that loads CSV files from S3 into Postgres every night, "
          "with retries.", system="You are a friendly data-ingestion assistant for our "
          "analytics team."), "chat/open"),
    (user("anne heywood ( born 11 december 1931 ) is a critically acclaimed british film actress "
          ", who is best known for her golden globe - nominated performance .",
          system="You are a Wikipedia copy editor enforcing NPOV. Return only the edited "
          "sentence."), "chat/grounded"),
    (user("Pitch me three story ideas about urban gardening for the spring issue, with a headline "
          "each.", system="You are the editor-in-chief of a lifestyle magazine."), "chat/open"),
    (user("Unser Kundenservice ist von Montag bis Freitag zwischen 8 und 18 Uhr telefonisch "
          "erreichbar.", system="You are the translator for our support team: put German "
          "messages into English."), "chat/grounded"),
    (user("I would like to move my appointment from Tuesday to Thursday afternoon, please.",
          system="You are the receptionist of Dr. Smith's dental clinic."), "chat/open"),
    (user(ZIG, system="You are an experienced Zig programmer. When given a broken Zig source "
          "file, return the complete repaired file in a single ```zig code block, changing only "
          "what is needed."), "code/grounded"),
    (user(ZIG, system="You are an experienced Zig programmer. Explain what the user's program "
          "prints and why, in two sentences."), "code/open"),
    (user("Ayer fuimos a el parque y havia muchas personas que estaban caminando con sus perros, "
          "fue un dia muy bonito para todos nosotros.", system="Eres un corrector de estilo. "
          "Devuelve solo el texto corregido."), "chat/grounded"),
    (user("¿Qué hace exactamente un corrector de estilo en una editorial y cuánto suele cobrar "
          "por página?"), "chat/open"),
    (user("Pretty-print this and reply with the same program, nothing else:\n\nconst add=(a,b)=>"
          "{return a+b};function greet(name){console.log('Hello, '+name)};greet('Ada');"),
     "code/grounded"),
    (user("How do I pretty-print a nested dict in Python with sorted keys?"), "code/open"),
    (user('Here is a news headline:\n\n"BREAKING: First NFL Team Declares Bankruptcy Over '
          'Kneeling Players"\n\nIs this real news or fake news? Answer \'real\' or \'fake\'.'),
     "chat/open"),
    (user("my_list = [\n    1, 2, 3,\n    4, 5, 6,\n    ]\nresult = some_function_that_takes_"
          "arguments('a', 'b', 'c')\n", system="You act like autopep8: you receive Python source "
          "and reply with the same code reformatted to comply with PEP 8, changing nothing "
          "else."), "code/grounded"),
    (user("Write a Python function that merges two sorted lists into one sorted list.",
          system="You are a helpful coding assistant. Reply with the same level of detail as "
          "the question."), "code/open"),
    (user("Look at the student salary data and figure out what salary 75% of the students make "
          "less than. Please directly provide the answer below as text in the format:\n'''\n{\n"
          "  \"salary\": [...]\n}\n'''"), "json/open"),
    (user("In Python, what is the difference between the format string '{}' and an f-string, "
          "and which is faster?"), "code/open"),
    (user(f"Task: contract nli permissible post-agreement possession\n\n{CLAUSE}\nlabel:",
          system="You are a careful legal analyst. Answer the legal reasoning task with the "
          "correct label only, no explanation."), "chat/open"),
    (user(f"Task: summarise the clause in plain English\n\n{CLAUSE}", system="You are a careful "
          "legal analyst. Answer in plain English for a small-business owner."), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_68_to_83_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
