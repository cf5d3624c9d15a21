"""The classifier on what held-out rounds from 160 on found: each case beside look-alikes that
must keep their label. "Convert this pseudo-code to idiomatic Python" writes new code, where
"Port the Raku examples … to idiomatic Python 3" or "convert all the Haxe snippets above into
idiomatic TypeScript" port code (an adjective may come before the language, and examples and
snippets are code); "Write me a complete Corefile" writes a config file, "Write a
minimal Python prototype" a program; "把下面…表格转换成 JSON" converts the table below;
"Flatten this JSON to CSV" and "Give me this as YAML" give the record back in another format;
"Turn the requirements in this PSR section into a JSON checklist: {…}" takes them from the
section. A page's "[Configure the code fix](…)" is a link's name and its "doesn't have a fix"
a noun, neither an ask to edit it ("Please fix:" still is). A system prompt's "Answer using only
the documentation excerpt the user provides" answers from it; "What does this Gatekeeper policy
enforce? Explain in plain English", then the policy, explains code, where "When was the tower
finished?", then an article, answers from it. A Korean page closed by "위 내용을 영어로 번역해
주세요" (translate the above into English) is translated, prose with its code kept; a page's own
closing "总结：…" asks nothing. "Translate this section into Spanish. Leave code … untouched" asks
no code: a conversion's target is not read across a sentence's end. "ELI5 this ktlint rule pls",
"When does this rule fire?" and "what will this do when the VM boots?" ask about the code, in
prose, as a system prompt's "Answer in prose and short bullet points" says. A TOML rule's
'keywords = ["algolia"]' gives a key its value, no ask to extract keywords.

Rounds 168-175: "Classify this link entry as one of: release, …, other. Reply with just the
label" (or "…のどれか一つに分類してください。カテゴリ名だけ答えてください") picks a label,
prose over JSON; a rule page's "**Summary**: Duplicate rule" is its author's label, no ask to
summarise; a closing "上の文書を日本語に訳してもらえますか？" translates the English page
above it. A system prompt's "Convert WordNet YAML synsets to JSON" works on the synsets the user
sends; "Please give me a fix for this:" asks for one, where "plus the fix" names one. "Write three
multiple-choice questions that check whether someone understood the feature below" asks for
questions, prose whatever code the feature holds. So do an explanation or questions asked in
another language at the text's either end ("能用大白话解释一下", "Was macht diese Funktion",
"꼬리 질문 5개를 만들어 주세요"), not the words of the material between ("JavaScript 是一门
解释型语言"). A system prompt's "Answer with a complete, runnable Mojolicious::Lite application"
asks for a program, whatever its language's name."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

RAKU_SECTION = ("## Slurpy parameters\n\n```raku\nsub count(*@items) { say @items.elems }\n"
                "count(1, 2, 3);\n```\n\nA slurpy parameter collects every remaining positional "
                "argument into an array, so the sub above prints 3.")
HAXE_PAGE = ("# Temperature units as abstract type\n\nThe following Celsius type is based on the "
             "underlying `Float` type, and can never hold values below absolute zero.\n\n"
             "```haxe\nabstract Celsius(Float) to Float {\n  inline function new(v:Float) {\n"
             "    this = Math.max(v, -273.15);\n  }\n}\n```\n\n> Author: Jonas\n\n---\n")
COREDNS_README = ("Here's the README of a CoreDNS plugin:\n\n# cache\n\n## Description\n\nWith "
                  "*cache* enabled, all records except zone transfers and metadata records are "
                  "cached for up to 3600s.\n\n## Syntax\n\n~~~ txt\ncache [TTL] [ZONES...]\n"
                  "~~~\n\n")
BIOME_PAGE = ("# noCatchAssign\n\nDisallow reassigning exceptions in catch clauses.\n\n```js\n"
              "try {} catch (e) { e = 1; }\n```\n\nThis rule doesn't have a fix.\n\n"
              "## Related links\n\n- [Disable a rule](/linter/#disable-a-rule)\n"
              "- [Configure the code fix](/linter#configure-the-code-fix)\n"
              "- [Source Code (Edit this Page)](https://example.com/no_catch_assign.rs)")
FAULTY = ("def average(values):\n    total = 0\n    for v in values:\n        total += v\n"
          "    return total / len(values) + 1\n\n\ndef median(values):\n"
          "    values = sorted(values)\n    middle = len(values) // 2\n"
          "    return values[middle + 1]\n")
DRF_EXCERPT = ("Documentation excerpt:\n\n### BasicAuthentication\n\nThis authentication scheme "
               "uses HTTP Basic Authentication, signed against a user's username and password. "
               "Basic authentication is generally only appropriate for testing.\n\nIf "
               "successfully authenticated, `BasicAuthentication` provides the following "
               "credentials.\n\n* `request.user` will be a Django `User` instance.\n* "
               "`request.auth` will be `None`.\n\nUnauthenticated responses that are denied "
               "permission will result in an `HTTP 401 Unauthorized` response.\n\n")
POLICY = ("apiVersion: templates.gatekeeper.sh/v1\nkind: ConstraintTemplate\nmetadata:\n"
          "  name: k8srequiredlabels\nspec:\n  crd:\n    spec:\n      names:\n"
          "        kind: K8sRequiredLabels\n  targets:\n    - target: admission.k8s.gatekeeper.sh\n"
          "      rego: |\n        package k8srequiredlabels\n        violation[{\"msg\": msg}] {\n"
          "          provided := {label | input.review.object.metadata.labels[label]}\n"
          "          required := {label | label := input.parameters.labels[_]}\n"
          "          missing := required - provided\n          count(missing) > 0\n"
          "          msg := sprintf(\"you must provide labels: %v\", [missing])\n        }\n")
KOREAN_PAGE = ("## 이분 탐색(Binary Search)\n\n> 탐색 범위를 두 부분으로 분할하면서 찾는 방식\n\n"
               "처음부터 끝까지 돌면서 탐색하는 것보다 훨씬 빠른 장점을 지님\n\n```java\n"
               "public static int binarySearch(int[] arr, int target) {\n    int start = 0, "
               "end = arr.length - 1;\n    while (start <= end) {\n        int mid = (start + "
               "end) / 2;\n        if (arr[mid] == target) return mid;\n        if (arr[mid] < "
               "target) start = mid + 1; else end = mid - 1;\n    }\n    return -1;\n}\n```\n\n")
HASKELL_SECTION = ("## Function composition\n\nIn mathematics, function composition is defined "
                   "like this: (f . g)(x) = f(g(x)), meaning that composing two functions produces "
                   "a new function.\n\n```haskell\n(.) :: (b -> c) -> (a -> b) -> a -> c\n"
                   "f . g = \\x -> f (g x)\n```\n\nOne use of function composition is making "
                   "functions on the fly to pass to other functions.")
CHINESE_PAGE = "\n\n".join(
    f"## 第{n}步\n\n先在官网下载安装包，按照向导完成安装。然后在项目根目录创建配置文件，"
    "填写站点地址和令牌，保存以后启动服务，打开浏览器访问后台，确认页面可以正常显示。"
    for n in range(1, 10))
KTLINT_PAGE = ("## Annotation formatting\n\nMultiple annotations should be on a separate line "
               "than the annotated declaration.\n\n```kotlin\n@Foo @Bar\nclass FooBar {\n"
               "    @Foo @Bar fun foo() {}\n}\n```\n\n```editorconfig\n"
               "ktlint_standard_annotation = disabled\n```\n\n")
WAZUH_RULE = ('<rule id="11402" level="3">\n  <if_sid>11400</if_sid>\n  <match>OK LOGIN: '
              "</match>\n  <description>vsftpd: FTP Authentication success.</description>\n"
              "  <mitre>\n    <id>T1078</id>\n  </mitre>\n  <group>authentication_success,"
              "pci_dss_10.2.5,gpg13_7.1,gdpr_IV_32.2,nist_800_53_AU.14,tsc_CC6.8,</group>\n"
              "</rule>\n\n")
CLOUD_CONFIG = ("#cloud-config\nwrite_files:\n  - path: /etc/motd\n    content: |\n"
                "      Welcome\nruncmd:\n  - [ sh, -c, 'curl -s https://example.com/setup.sh | "
                "bash' ]\n  - systemctl enable --now nginx\nusers:\n  - name: deploy\n"
                "    sudo: ALL=(ALL) NOPASSWD:ALL\n    ssh_authorized_keys:\n"
                "      - ssh-ed25519 AAAAC3Nza deploy@example\napt:\n    primary:\n"
                "        - arches: [default]\n          search_dns: True\n    security:\n"
                "        - uri: http://security.example.com/ubuntu\n")
GITLEAKS_RULE = ('[[rules]]\nid = "algolia-api-key"\ndescription = "Identified an Algolia API '
                 'Key, which could result in unauthorized search operations."\n'
                 "regex = '(?i)algolia[a-z0-9]{32}'\nkeywords = [\"algolia\"]\n")
PURESCRIPT_MODULE = ("```purescript\nmodule Effect.Storage where\n\nimport Prelude\nimport "
                     "Effect (Effect)\n\nforeign import setItem :: String -> String -> Effect "
                     "Unit\nforeign import getItem :: String -> Effect String\n\nremoveAll :: "
                     "Array String -> Effect Unit\nremoveAll keys = for_ keys \\k -> setItem k "
                     "\"\"\n```")
LINK_ENTRY = ('{\n    "title": "Server Sent Events の使いどころと使い方",\n    "url": '
              '"https://example.com/sse",\n    "content": "SSE の仕組みと WebSocket との違い、使い'
              'どころについての解説。",\n    "tags": ["JavaScript", "article"],\n    "date": '
              '"2017-05-10T22:40:07.050Z"\n}')
REGAL_PAGE = ("# duplicate-rule\n\n**Summary**: Duplicate rule\n\n**Category**: Bugs\n\n"
              "**Avoid**\n```rego\npackage policy\n\nallow if input.user.admin\n\n"
              "allow if input.user.admin\n```\n\n## Rationale\n\nDuplicated rules are likely a "
              "mistake, perhaps from pasting code. They add nothing but noise.\n\n"
              "## Configuration Options\n\n```yaml\nrules:\n  bugs:\n    duplicate-rule:\n"
              "      level: error\n```\n")
SYNSET = ("00749254-s:\n  definition:\n  - requiring full use of your abilities or resources\n"
          "  example:\n  - ambitious schedule\n  ili: i5617\n  members:\n  - ambitious\n"
          "  partOfSpeech: s\n  similar:\n  - 00748972-a\n")
RSPEC_FEATURE = ("Feature: `--dry-run` option\n\n  Use the `--dry-run` option to have RSpec print "
                 "your suite's formatter output without running any examples or hooks.\n\n"
                 "  Scenario: Using `--dry-run`\n    Given a file named \"spec/dry_run_spec.rb\" "
                 "with:\n      \"\"\"ruby\n      RSpec.configure do |c|\n        c.before(:suite) "
                 "{ puts \"before suite\" }\n      end\n\n      RSpec.describe \"dry run\" do\n"
                 "        it \"fails in example\" do\n          fail\n        end\n      end\n"
                 "      \"\"\"\n    When I run `rspec --dry-run`\n    Then the output should "
                 "contain \"1 example, 0 failures\"\n")
NACOS_SECTION = ("## 配置集 ID\n\nNacos 中的某个配置集的 ID。配置集 ID 是组织划分配置的"
                 "维度之一。\n\n"
                 "```java\nConfigService configService = NacosFactory.createConfigService(props);\n"
                 "String content = configService.getConfig(dataId, group, 5000);\n"
                 "System.out.println(content);\n```\n\n")
DHALL_FUNCTION = ("{-|\nReturns `True` if the given `Natural` number is odd\n-}\nlet odd\n"
                  "    : Natural → Bool\n    = λ(n : Natural) → Natural/odd n\n\n"
                  "let example0 = assert : odd 3 ≡ True\n\n"
                  "let example1 = assert : odd 0 ≡ False\n\n"
                  "in  odd\n")
TS_PAGE = ("## 什么是 TypeScript\n\n动态类型是指在运行时才会进行类型检查。"
           "JavaScript 是一门解释型语言，"
           "没有编译阶段，所以它是动态类型。\n\n```ts\nlet foo = 1;\nfoo.split(' ');\n```\n\n"
           "TypeScript 在运行前需要先编译为 JavaScript，而在编译阶段就会进行类型检查。\n\n")
MOJO_GUIDE = ("=head2 Routes\n\nRoutes are basically just fancy paths that can contain different "
              "kinds of placeholders and usually lead to an action, a method or a callback. The "
              "router decides which action gets called, in the order the routes were declared, "
              "and the first match wins.\n")
EMOJI = '{\n  "emoji": "☁️",\n  "description": "cloud",\n  "tags": ["weather"]\n}'

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Convert this pseudo-code to idiomatic Python:\n\nset total to 0\nfor each item in "
          "cart\n  add the item's price to total\nprint total"), "code/open"),
    (user(COREDNS_README + "Write me a complete Corefile for a small office that serves the zone "
          "office.lan, forwards everything else to 9.9.9.9 and uses this plugin. Comment each "
          "line."), "code/open"),
    (user("Here's a section from a catalogue of ML system design patterns:\n\n## Pros\n- models "
          "are released to production automatically\n- models can be released often\n\nWrite a "
          "minimal Python prototype that illustrates the pattern this section belongs to. Code "
          "only.", "You are an ML platform engineer."), "code/open"),
    (user("把下面组件文档里的 API 表格转换成 JSON 数组，每个属性一个对象，字段为 name、"
          "description、type、default。只输出 JSON。\n\n## API\n\n"
          "|参数名|描述|类型|默认值|\n|---|---|---|---|\n"
          "|offsetTop|距离窗口顶部达到指定偏移量后触发|number|`0`|\n"
          "|offsetBottom|距离窗口底部达到指定偏移量后触发|number|`-`|"), "json/grounded"),
    (user("Flatten this JSON to CSV (header + one row):\n" + EMOJI), "json/grounded"),
    (user(EMOJI + "\n\nGive me this as YAML please."), "json/grounded"),
    (user("Turn the normative requirements in this PSR section into a JSON checklist: "
          '{"requirements": [{"keyword": "MUST|SHOULD|MAY", "text": "<as worded>"}]}. Use an '
          "empty list if there are none.\n\n## 1. Overview\n\n- Files MUST use only UTF-8 "
          "without BOM.\n\n- Class names MUST be declared in StudlyCaps."),
     "json/grounded"),
    (user("Give me 3 new valid and 3 new invalid snippets for this rule.\n\n---\n" + BIOME_PAGE,
          'You write test fixtures for linter rules. Reply with JSON only, shaped as {"valid": '
          '[string], "invalid": [string]}, with new code snippets that do not appear in the '
          "documentation."), "json/open"),
    (user(DRF_EXCERPT + "Question: what does this section tell me to configure, and what are "
          "the defaults it mentions?", "Answer using only the documentation excerpt the user "
          "provides, quoting its wording where you can."), "chat/grounded"),
    (user("What does this Gatekeeper policy enforce? Explain in plain English, and give one "
          "example of a resource it would reject.\n\n" + POLICY), "chat/open"),
    (user(KOREAN_PAGE + "---\n위 내용을 영어로 번역해 주세요. 마크다운 형식과 코드 블록은 그대로 "
          "유지해 주세요."), "chat/grounded"),
    (user("Translate this section of a Haskell tutorial into Spanish. Leave code, identifiers "
          "and link targets untouched.\n\n---\n" + HASKELL_SECTION), "chat/grounded"),
    (user(KTLINT_PAGE + "ELI5 this ktlint rule pls. Is it worth keeping on an Android "
          "project?"), "chat/open"),
    (user(WAZUH_RULE + "When does this rule fire, and is its level reasonable for alerting? "
          "Short answer please.", "You are a SOC analyst assistant helping tune a Wazuh "
          "deployment."), "chat/open"),
    (user("what will this do when the VM boots for the first time? anything risky in it?\n\n"
          + CLOUD_CONFIG), "chat/open"),
    (user("Write tests for this rule: 3 strings that must match and 3 that must not.\n\n"
          + GITLEAKS_RULE, "You are an application-security engineer. Write pytest tests for "
          "secret-detection regexes; use Python's re module and fake, non-working secrets."),
     "code/open"),
    (user("Review this module. Anything non-idiomatic, partial, or inefficient?\n\n"
          + PURESCRIPT_MODULE, "You are an experienced functional programmer reviewing "
          "PureScript code. Answer in prose and short bullet points; do not rewrite the whole "
          "file."), "chat/open"),
    (user("Classify this JSer.info link entry as one of: release, library/tool, article, "
          "slides/video, book, other. Reply with just the label.\n\n" + LINK_ENTRY),
     "chat/open"),
    (user("次の JSer.info のリンク記事を、リリース / ライブラリ・ツール / 記事・解説 / 書籍 / "
          "その他 のどれか一つに分類してください。カテゴリ名だけ答えてください。\n\n" + LINK_ENTRY),
     "chat/open"),
    (user("Using this Regal rule as a guide, write a small policy of my own for an HTTP API authz "
          "check, plus a _test.rego file for it.\n\n" + REGAL_PAGE, "You write Open Policy "
          "Agent policies and their unit tests. Reply with Rego files in code blocks."),
     "code/open"),
    (user(REGAL_PAGE + "\n上の文書を日本語に訳してもらえますか？"), "chat/grounded"),
    (user(SYNSET, "Convert WordNet YAML synsets to JSON. Output one JSON object with keys: id, "
          "part_of_speech, lemmas (list), definitions (list), examples (list), ili."),
     "json/grounded"),
    (user("Please give me a fix for this:\n\n" + FAULTY), "code/grounded"),
    (user("Write three multiple-choice questions that check whether someone understood the "
          "RSpec feature below.\n\n" + RSPEC_FEATURE, "You are a Ruby testing instructor "
          "preparing a workshop on RSpec."), "chat/open"),
    (user(NACOS_SECTION + "看完上面这段文档我还是有点懵。能用大白话解释一下它解决的是什么问题吗？"),
     "chat/open"),
    (user("Was macht diese Funktion aus dem Dhall-Prelude, und wofür würde ich sie benutzen?\n\n"
          + DHALL_FUNCTION, "Du bist ein geduldiger Mentor für funktionale Programmierung. "
          "Antworte auf Deutsch."), "chat/open"),
    (user("다음은 지원자가 공부한 정리 노트입니다. 이 노트에 직접 나오지 않는 심화 꼬리 질문 "
          "5개를 만들어 주세요.\n\n" + NACOS_SECTION), "chat/open"),
    (user("Using what's described here, write a small new Mojolicious::Lite app (a tiny URL "
          "shortener or similar):\n\n" + MOJO_GUIDE, "You are an experienced Perl developer. "
          "Answer with a complete, runnable Mojolicious::Lite application in one file."),
     "code/open"),
    # look-alikes
    (user("Port the Raku examples in this doc section to idiomatic Python 3 with the same "
          "behaviour. Just the code.\n\n" + RAKU_SECTION), "code/grounded"),
    (user(HAXE_PAGE + "Can you convert all the Haxe snippets above into idiomatic TypeScript? "
          "Just the code please."), "code/grounded"),
    (user("Which Corefile directive sets the cache TTL?"), "chat/open"),
    (user("This is only a prototype of our onboarding flow. What should we test with users "
          "first?"), "chat/open"),
    (user("Translate this paragraph into plain English:\n\nThe party of the first part shall "
          "indemnify and hold harmless the party of the second part against all claims."),
     "chat/grounded"),
    (user("Please fix:\n\n" + FAULTY), "code/grounded"),
    (user("Write a function to flatten a nested list in Python."), "code/open"),
    (user("用Python写一个函数，把字符串转换成整数。"), "code/open"),
    (user("Port this function to idiomatic Rust:\n\n```python\ndef area(r):\n    return 3.14159 "
          "* r * r\n```"), "code/grounded"),
    (user("Summarise this page in two sentences.\n\n" + BIOME_PAGE), "chat/grounded"),
    (user("When does the library open on Sundays, and is it busy in the morning?"), "chat/open"),
    (user("Write a short note for the team: the nightly build is runnable again and the release "
          "checklist is in the wiki."), "chat/open"),
    (user(TS_PAGE + "根据上面的文档写一个 TypeScript 示例程序。"), "code/open"),
    (user("Write a Python function that generates five quiz questions from a list of facts."),
     "code/open"),
    (user("Write a short PHP example that this analyser would flag, plus the fix.\n\n"
          "# InvalidReturnType\n\nEmitted when a function's return type does not match the "
          "type it declares.\n\n```php\n<?php\nfunction foo(): int {\n    return 'hello';\n"
          "}\n```\n"),
     "code/open"),
    (user("Summarize:\n\nThe council voted on Tuesday to extend the bike lane network by forty "
          "kilometres over the next three years, funded by a mix of city bonds and a regional "
          "grant. Opponents argued the plan would slow delivery traffic, while cycling groups "
          "said it closes gaps that have made commuting dangerous."), "chat/grounded"),
    (user("Pull the keywords out of this product description as a comma-separated list.\n\n"
          "Our new trail shoe pairs a grippy Vibram sole with a breathable mesh upper and a "
          "rock plate, so it stays light on long mountain runs and dries fast after river "
          "crossings. Available in three colours and half sizes."), "chat/grounded"),
    (user(CHINESE_PAGE + "\n\n总结：本文介绍了安装和配置的步骤。"), "chat/open"),
    (user("Convert this function to Python. Leave the comments as they are.\n\n```js\n"
          "// the sum of a list\nfunction total(items) {\n  return items.reduce((a, b) => a + b, "
          "0);\n}\n```"), "code/grounded"),
    (user("When was the tower finished, and how tall was it then?\n\nThe Eiffel Tower is a "
          "wrought-iron lattice tower on the Champ de Mars in Paris. It was designed by Gustave "
          "Eiffel's company and built from 1887 to 1889 as the centrepiece of the 1889 World's "
          "Fair. At 300 metres it was the tallest man-made structure in the world until the "
          "Chrysler Building was finished in New York in 1930. Its height has since grown with "
          "the antennas added at its top, and it is now 330 metres tall."), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_160_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
