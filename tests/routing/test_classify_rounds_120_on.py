"""The classifier on what held-out rounds from 120 on found: each case beside look-alikes that
must keep their label. Among them: "I wrote this ... Can you rewrite it as a positive reframe?",
then what was written, rewrites it; a Korean "영어로 번역해 줄 수 있나요?" over the paragraph
after it translates it, "어떻게 번역해요?" asks how; "FixtureSet.html" names a file, no HTML to
write; "into fluent technical English" is a translation; a system prompt's "Reply with a
complete, compilable `main.rs`" asks for code, and what the user's spec says the program
converts is no edit of the user's; "Какой вариант правильный?" over numbered options picks one;
"Bruk nøyaktige ord fra setningen" copies the sentence's words into a tool's fields; "compile
this SCSS to plain CSS" turns the user's code into other code, "inside one ```css code block"
asks for code, "potatoes (cubed)" ending a line closes no call, and a description of the
program asked for ("… which combine to form yellow") is no edit of the user's; "Can you parse
this raw HTTP request into JSON?" over its block extracts it, "可编译的Go代码" and "Go 解答" ask
for code, a Hungarian "Lefordítanád angolra?" translates and a translation's "Keep headings, code
blocks ... as Markdown" asks no code, a Portuguese "Reescreva-o" rewrites, a Hindi "JSON लौटाइए"
asks for JSON, and "What programming language is this?" over code asks for a name. The tenth
review's finds: "Bruk nøyaktig de samme ordene", "Usa exactamente las palabras del texto" copy
the text, a question with a short request after it ("…? Ge ett exempel.") is no material,
"Transpile to ES2019:" over code converts it, and "用Go写一个…" asks for code ("我用Go写了…"
does not). Rounds 125-126: a system prompt's "Parse the iCalendar text the user pastes" works on
it, "Anonimiza este informe" rewrites it, "con el texto exacto de cada mención" copies it, "You
turn NLP leaderboard pages (Markdown) into structured records" extracts, and "Peux-tu traduire
cette page vers l'anglais ?" translates a page of prose with its code blocks; "The user sends raw
lines from a CSV; parse each line" works on those lines."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, string_tool, user

REFRAME = ('"Always stressing and thinking about loads of things at once, need to take it one at a '
           'time, overloaded and stressed, need to rant"')
RAILS_ASK = "Rails 가이드 한국어판에서 가져온 문단인데, 영어로 자연스럽게 번역해 줄 수 있나요?"
RAILS_KO = ("이 릴리스 노트에서는 주요한 변경점에 대해서만 설명합니다. "
            "다수의 버그 수정 및 변경점에 대해서는 GitHub의 Rails 저장소에 있는 "
            "[커밋 목록](https://github.com/rails/rails/commits/4-0-stable)의 "
            "CHANGELOG를 참조하세요.")
FIXTURES_KO = ("NOTE: 이름을 사용하여 참조하는 경우에는 `id:` 속성을 사용하지 않고 "
               "픽스쳐의 이름을 사용할 수 있습니다. 자세한 설명은 [Fixtures API]"
               "(http://api.rubyonrails.org/classes/ActiveRecord/FixtureSet.html)를 참조하세요.")
HELPER_KO = ("기본의 동작이 불편한 또 한가지의 예시로 Rails TranslationHelper가 있습니다. "
             "예외가 발생하면 이 헬퍼 메소드는 CSS 클래스 `translation_missing`를 가지는 "
             "span 태그로 메시지를 출력합니다.")
DEADLINE_KO = ('"마감일"은 영어로 어떻게 번역해요?\n\n회사에서 보고서를 쓰고 있는데 자연스러운 '
               "표현을 찾고 있어요. 여러 사전을 찾아봤지만 잘 모르겠어요.")
DEADLINE_ZH = ("“截止日期”用英语怎么翻译？\n\n我在公司写报告，想找一个自然的说法。"
               "查了几本词典还是不确定。")
RUST_DESK = ("You are a senior Rust engineer answering tickets in an internal developer help "
             "desk. Reply with a complete, compilable `main.rs` using well-known crates, followed "
             "by the `[dependencies]` section of Cargo.toml. Keep prose to one short sentence.")
KERATITIS = ("Типичными жалобами при кератите являются\n"
             "1) светобоязнь, слезотечение, блефароспазм, снижение остроты зрения\n"
             "2) ноющие, пульсирующие боли в глазу, радужные круги при взгляде на источник света\n"
             "3) светобоязнь, ломящая боль при взгляде на источник света, чувство распирания в "
             "глазу\n4) слезотечение, чувство жжения и \"замусоренности\" за веками, \"слипание\" "
             "век по утрам")
NOREC_SYSTEM = ("Du er analysemodulen i et verktøy for mediemonitorering. Brukeren sender én "
                "setning fra en norsk anmeldelse. Finn alle meninger i setningen og lagre dem med "
                "verktøyet save_opinions.")
OPINIONS_TOOL = {"type": "function", "function": {
    "name": "save_opinions", "description": "Store the opinions expressed in one sentence.",
    "parameters": {"type": "object", "properties": {"opinions": {"type": "array", "items": {
        "type": "object", "properties": {"holder": {"type": "string"},
                                         "target": {"type": "string"},
                                         "expression": {"type": "string"},
                                         "polarity": {"type": "string"}}}}},
                   "required": ["opinions"]}}}
SENTENCE_NO = ("Det er en kjensgjerning at smartklokker ikke alltid er så enkle å leve med i "
               "praksis .")

SCSS = ("```scss\n@mixin a($b, $args...) {}\n@include a([1, 2]..., 3);\n.card {\n  color: red;\n"
        "  &:hover { color: blue; }\n}\n```")
INGREDIENTS = ("5 pounds potatoes (cubed)\n8 eggs (hard boiled & chopped)\n"
               "3 stalks celery (chopped)\n15 ounces mayo\n2 teaspoons salt")
SKIMAGE = ("You are a coding assistant for an imaging and microscopy lab. Reply with a single "
           "runnable Python script that uses scikit-image, NumPy and matplotlib (sample data from "
           "skimage.data where needed). Keep any explanation to short code comments.")
TINTING = ("Task:\nTinting gray-scale images\n\nIt can be useful to artificially tint an image "
           "with some color, either to highlight particular regions of an image or maybe just to "
           "liven up a grayscale image. This example demonstrates image-tinting by scaling RGB "
           "values and by adjusting colors in the HSV color-space. In 2D, color images are often "
           "represented in RGB: 3 layers of 2D arrays, where the 3 layers represent (R)ed, "
           "(G)reen and (B)lue channels of the image. The simplest way of getting a tinted image "
           "is to set each RGB channel to the grayscale image scaled by a different multiplier "
           "for each channel. For example, multiplying the green and blue channels by 0 leaves "
           "only the red channel and produces a bright red image. Similarly, zeroing-out the blue "
           "channel leaves only the red and green channels, which combine to form yellow.")

GARDEN_HU = ("## Az `Array` konstruktor\n\nMivel az `Array` konstruktora kétértelműen bánik a "
             "paraméterekkel, melegen ajánlott mindig a tömb literált - `[]` jelölés - használni "
             "új tömbök létrehozásakor.\n\n    [1, 2, 3]; // Eredmény: [1, 2, 3]\n"
             "    new Array(1, 2, 3); // Eredmény: [1, 2, 3]\n    [3]; // Eredmény: [3]\n"
             "    new Array(3); // Eredmény: []\n    new Array('3') // Eredmény: ['3']\n\n"
             "Abban az esetben, ha ez a konstruktor csak egy `szám` paramétert kap, akkor "
             "visszatérési értékül egy olyan tömböt fog létrehozni, amelynek a `length` mezője "
             "akkorára van beállítva, ahogy azt megadtuk az argumentumban.\n\n"
             "    var arr = new Array(3);\n    arr[1]; // undefined\n"
             "    1 in arr; // hamis, nincs ilyen index\n")
GO_TUTOR = ("你是“Gopher练习册”App里的Go编程助教。学生会发来《Go程序设计语言》里的课后练习。"
            "请直接给出完整、可编译的Go代码（需要时包含 package main 和 import）。")
PERL = ("```\nuse strict;\nuse warnings;\n\nmy %count;\nwhile (my $line = <STDIN>) {\n"
        "    chomp $line;\n    my @words = split /\\s+/, $line;\n    $count{$_}++ for @words;\n}\n"
        "for my $w (sort { $count{$b} <=> $count{$a} } keys %count) {\n"
        "    printf \"%-20s %d\\n\", $w, $count{$w};\n}\n```")
NER_HI = ("नीचे दिए गए वाक्य से सभी व्यक्ति (PERSON), स्थान (LOCATION) और संगठन (ORGANIZATION) के "
          "नाम निकालिए। सिर्फ़ JSON लौटाइए, इस रूप में: {\"entities\": [{\"text\": \"...\", "
          "\"type\": \"PERSON\"}]}\n\nवाक्य: अमरीकी सेना के प्रवक्ता कैप्टन विलियम पेलेटियर ने "
          "बीबीसी को बताया कि अभियान के शुरुआती घंटों में दुश्मन से आमना-सामना नहीं हुआ है।")
CIVIL_PT = ("Você é o \"Fala Respeitosa\", assistente de escrita de um app de rede social. O "
            "usuário envia um comentário que pretende publicar. Reescreva-o em português do Brasil "
            "com tom civilizado: mantenha a opinião e as críticas, mas tire insultos e ataques "
            "pessoais.")

CONTACT_TOOL = string_tool("registrer_kontakt", "Register a contact.", "navn", "firma", "sak")
TS = ("```ts\ninterface User { id: number; name?: string }\nexport function label(u: User): "
      "string {\n  return u.name ?? `user-${u.id}`;\n}\n```")

ICS = ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:42@example.com\nDTSTART:20250301T090000Z\n"
       "DTEND:20250301T100000Z\nSUMMARY:Team standup\nLOCATION:Room 4\nEND:VEVENT\nEND:VCALENDAR")
REPORT_ES = ("Datos del paciente.\nNombre: Ignacio.\nApellidos: Rico Pedroza.\nNHC: "
             "5467980.\nDomicilio: Av. Beniarda, 13.\nLocalidad/ Provincia: Valencia.\nFecha "
             "de Ingreso: 28/05/2016.\nInforme clínico del paciente: Paciente de 46 años que "
             "consultó por dolor a nivel del hipocondrio derecho, sin fiebre ni vómitos, con "
             "analítica normal.")
LEADERBOARD = ("# Fine-grained Emotion Detection\n\nFine-grained Emotion Detection is the task "
               "of detecting one or multiple emotions of a given text.\n\n## EmoNoBa\n\nThe "
               "models are evaluated by macro F1.\n\n| Model | F1-score | Paper / Source | "
               "Code |\n| --- | --- | --- | --- |\n| W1 + W2 + C1 | 42.81 | EmoNoBa | - |\n| "
               "BiLSTM | 38.20 | EmoNoBa | - |\n")
COURSE_FR = ("# Traitement du langage naturel\n\nAvant de commencer avec les *transformers*, "
             "voyons succinctement ce qu'est le traitement du langage naturel et pourquoi il "
             "est important.\n\n```python\nfrom transformers import pipeline\n\nclassifier = "
             "pipeline(\"sentiment-analysis\")\nclassifier(\"J'adore ce cours !\")\n```\n\nLe "
             "traitement du langage naturel est un domaine de linguistique et d'apprentissage "
             "automatique se concentrant sur la compréhension de tout ce qui est lié à la "
             "langue humaine.\n")

AIRPORT_TOOL = string_tool("upsert_airport", "Create or update an airport record.", "name",
                           "city", "iata")
AIRPORT_LINE = ('299,"Antwerp International Airport (Deurne)","Antwerp","Belgium","ANR","EBAW",'
                '51.1893997192,4.46027994156,39,1,"E","Europe/Brussels","airport","OurAirports"')
AGENT = ("You are the ingestion agent of a flight-tracking app. The user sends raw lines from the "
         "OpenFlights airports.dat CSV; parse each line and register it by calling upsert_airport "
         "with the parsed fields.")

CASES = [
    (user("I wrote this about my day and I'm trying to practise looking at things more positively. "
          "Can you rewrite it as a positive reframe, still in first person and about the same "
          f"situation?\n\n{REFRAME}"), "chat/grounded"),
    (user("I wrote a diary entry about my day and I'm trying to practise looking at things more "
          "positively. Can you give me three tips for reframing?"), "chat/open"),
    (user(f"{RAILS_ASK} 마크다운 서식과 `코드` 부분은 그대로 두세요.\n\n{RAILS_KO}"),
     "chat/grounded"),
    (user(DEADLINE_KO), "chat/open"),
    (user(DEADLINE_ZH), "chat/open"),
    (user(f"{RAILS_ASK}\n\n{FIXTURES_KO}"), "chat/grounded"),
    (user("Python으로 피보나치 수열을 출력하는 함수를 만들어 주세요."), "code/open"),
    (user(HELPER_KO, system="You are a documentation localisation assistant. Translate the Korean "
          "Markdown the user sends into fluent technical English. Preserve Markdown formatting, "
          "links and inline code exactly, and output only the translation."), "chat/grounded"),
    (user("Remove Environment Variables\n\nSame threading rules apply as `set_var`.",
          system=RUST_DESK), "code/open"),
    (user("Implement the `FromStr` trait for a custom `struct`\n\nCreates a custom struct `RGB` "
          "and implements the `FromStr` trait to convert a provided color hex code into its RGB "
          "color code.", system=RUST_DESK), "code/open"),
    (user("Convert this loop to use iterators:\n\n```rust\nfn main() {\n"
          "    let v = vec![1, 2, 3];\n    let mut total = 0;\n    for i in 0..v.len() {\n"
          "        total += v[i];\n    }\n"
          '    println!("{}", total);\n}\n```', system=RUST_DESK), "code/grounded"),
    (user("Remove Environment Variables\n\nSame threading rules apply as `set_var`.",
          system="You are a senior Rust engineer answering tickets. Reply with a short summary "
          "of the relevant documentation."), "chat/open"),
    (user("Готовлюсь к аккредитации, попался такой тестовый вопрос. Какой вариант правильный и "
          f"почему?\n\n{KERATITIS}"), "chat/open"),
    ({**user(SENTENCE_NO, system=NOREC_SYSTEM + " Bruk nøyaktige ord fra setningen for holder, "
             "target og expression."), "tools": [OPINIONS_TOOL]}, "json/grounded"),
    ({**user(SENTENCE_NO, system=NOREC_SYSTEM), "tools": [OPINIONS_TOOL]}, "json/open"),
    (user("Can you compile this SCSS to plain CSS for me? I only need the resulting CSS, no "
          f"explanation.\n\n{SCSS}"), "code/grounded"),
    (user("Why does the compiled CSS come out so much larger than the SCSS I wrote?"),
     "chat/open"),
    (user("A pricing card with a blue header, rounded corners and a soft shadow.",
          system="You are the styling helper inside a static-site CMS. Users describe a component "
          "and you return its stylesheet inside one ```css code block. Do not explain."),
     "code/open"),
    (user("What is the difference between em and rem?", system="You answer questions about "
          "web design. Put the answer inside one ```text block."), "chat/open"),
    (user(INGREDIENTS, system="You are the kitchen assistant in a recipe app for European users. "
          "Rewrite the ingredient list the user sends using metric units (grams, millilitres), "
          "one ingredient per line, in the original order."), "chat/grounded"),
    (user("Fix the typo in this script:\n\nload_data(path)\nprnt(results)\nsave(output)\n"
          "plot(results)\nshow(figure)"), "code/grounded"),
    (user(TINTING, system=SKIMAGE), "code/open"),
    (user("Convert this snippet to use skimage.io instead of imageio:\n\n```python\nimport "
          "imageio\nimg = imageio.imread('cells.png')\nprint(img.shape)\n```", system=SKIMAGE),
     "code/grounded"),
    (user("Can you parse this raw HTTP request into JSON? Fields: method, target, headers "
          "(array of {name, value}) and body.\n\n```http\nPUT /url HTTP/1.1\n"
          "Connection: keep-alive\nContent-Length: 0\n```"), "json/grounded"),
    (user("练习 1.6：修改Lissajous程序，修改其调色板来生成更丰富的颜色。", system=GO_TUTOR),
     "code/open"),
    (user("我在自学《Go语言圣经》，下面这道练习不太会做：\n\n练习 4.5：写一个函数在原地完成"
          "消除[]string中相邻重复的字符串的操作。\n\n能帮我写一个完整可运行的 Go 解答吗？"),
     "code/open"),
    (user("Go语言的并发模型和Java的线程模型有什么不同？"), "chat/open"),
    (user(GARDEN_HU, system="You are the translation step of a developer-documentation "
          "localisation pipeline. Translate the Hungarian Markdown you receive into natural "
          "technical English. Keep headings, code blocks, inline code, links and emphasis as "
          "Markdown and do not translate code. Output only the translated Markdown."),
     "chat/grounded"),
    (user("Szia! Ezt a részt a JavaScript Garden magyar fordításából szeretném egy angol "
          "kollégának továbbküldeni. Lefordítanád angolra? A kódrészleteket és a Markdown "
          f"formázást hagyd meg.\n\n{GARDEN_HU}"), "chat/grounded"),
    (user("LIXO. Lixo iDIOTA, ninguém aguenta mais esse governo.", system=CIVIL_PT),
     "chat/grounded"),
    (user("Qual é a capital da Austrália?", system="Você é um assistente de um app de rede "
          "social. Responda em português do Brasil."), "chat/open"),
    (user(NER_HI), "json/grounded"),
    (user("JSON फ़ाइल क्या होती है और इसका उपयोग कहाँ होता है?"), "chat/open"),
    (user("I pulled this file out of an old backup and it has no extension. What programming "
          f"language is this? Just give me the name.\n\n{PERL}"), "chat/open"),
    (user(f"Which language is this snippet in? Convert it to Python 3.\n\n{PERL}"),
     "code/grounded"),
    ({**user("Hei, dette er Kari Nordmann fra Fjordtech AS. Jeg ringer angående fakturaen for "
             "mars som ikke stemmer. Nå meg på 912 34 567.",
             system="Du er en assistent som henter ut kontaktinformasjon. Bruk nøyaktig de samme "
             "ordene som står i teksten, ikke omformuler. Kall alltid verktøyet "
             "registrer_kontakt."), "tools": [CONTACT_TOOL]}, "json/grounded"),
    ({**user("Buenas, quería pedir 3 cajas de tornillos M6 inoxidables y 1 taladro percutor "
             "Bosch, entrega en Calle Mayor 12, Zaragoza, antes del viernes.",
             system="Extrae los datos del pedido. Usa exactamente las palabras del texto, sin "
             "parafrasear ni traducir. Responde solo con JSON."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Hur skriver jag ett JSON-schema för att extrahera adresser ur svenska "
          "e-postmeddelanden? Ge ett exempel.", system="Använd exakt samma ord som i texten."),
     "chat/open"),
    (user(f"Transpile to plain ES2019 JavaScript:\n\n{TS}"), "code/grounded"),
    (user(f"Why does the TypeScript compiler reject this?\n\n{TS}"), "chat/open"),
    (user("用Go写一个命令行工具，把当前目录下所有 .log 文件按修改时间排序后合并成一个 all.log，"
          "给出完整代码"), "code/open"),
    (user("我用Go写了一个小工具，运行时内存一直涨，可能是什么原因？"), "chat/open"),
    (user(ICS, system="You are the import service of a calendar and contacts app. Parse the "
          "iCalendar or vCard text the user pastes and return a JSON object {\"components\": "
          "[...]} where each component has a \"type\" and a \"properties\" object."),
     "json/grounded"),
    (user("Which weekday is 1 March 2025?", system="You are the assistant of a calendar app. "
          "Parse dates carefully and answer the user's questions in one sentence."), "chat/open"),
    (user("Anonimiza este informe clínico antes de compartirlo: sustituye nombres, fechas y "
          "direcciones por etiquetas como [NOMBRE], [FECHA], [DIRECCIÓN]. Devuélveme el texto "
          f"completo ya anonimizado.\n\n{REPORT_ES}"), "chat/grounded"),
    ({**user(REPORT_ES, system="Eres el servicio de desidentificación de un hospital. Recibes "
             "informes clínicos en español y debes extraer toda la información sanitaria "
             "protegida. Devuelve solo un objeto JSON {\"entidades\": [{\"tipo\": string, "
             "\"texto\": string}]} con el texto exacto de cada mención."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    ({**user(LEADERBOARD, system="You turn NLP leaderboard pages (Markdown) into structured "
             "records for a results database. Return a JSON object {\"task\": string, "
             "\"datasets\": [...]} using only what the page states."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Peux-tu traduire cette page de cours (en français) vers l'anglais ? Garde la syntaxe "
          f"MDX et les blocs de code tels quels, traduis seulement le texte.\n\n{COURSE_FR}"),
     "chat/grounded"),
    (user("Comment traduire « date limite » vers l'anglais dans un contexte juridique ?"),
     "chat/open"),
    ({**user(AIRPORT_LINE, system=AGENT), "tools": [AIRPORT_TOOL]}, "json/grounded"),
    ({**user("Which airport in Belgium handles the most passengers?", system="You are the "
             "assistant of a flight-tracking app. The user sends questions about airports; make "
             "sure every answer names its source."), "tools": [AIRPORT_TOOL]}, "json/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_120_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
