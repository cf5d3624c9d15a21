"""The classifier on what held-out rounds from 216 on found: each case beside look-alikes that
must keep their label.

Rounds 216-223, scored on arrival at `f53b972`, then read: "把用户给出的接口文档整理成 JSON"
(put the user's API doc into JSON) extracts it; a Japanese page's own note that it was
"自動翻訳されています" (machine-translated) asks nothing; "Přelož … do angličtiny" translates a
Czech page into English, and "请把上面这段翻译成英文，代码不用动" (leave the code alone) a
Chinese one, prose whatever its code blocks; "Write SQL (PostgreSQL) INSERT statements" asks
for code as "Write SQL INSERT statements" does; "what does this do …?" over a program asks for
an explanation; "Write the ScaledObject YAML" and "Write the services.yaml entry … Just the YAML
please" ask for YAML; a system prompt's "doing code review training" says nothing of the
answer's form where a program is asked; "Convert this nginx config to the equivalent Apache
httpd configuration" and "convert to TOML" ask for a config in a language (TOML's values carried
over from the INI given), "Output only the converted file in a code block" for code; "write
rules as CommonJS modules" and "write a feature file" ask for code.

Rounds 224-231 (scored at `f53b972`) and 232-239 (at `8d7482a`), then read: an ask that closes
an article, "traducere în engleză, te rog", translates it; "4択問題を3問作ってください" writes
questions, as "Write 4 multiple-choice questions that test whether someone can apply the ideas
in this section" does whatever the section says; "移植" ports code and "翻成英文" translates,
"代码不用翻" keeping the code; a system prompt's "コードは書かないでください" asks for prose, and
its "翻訳者" is a translator, no ask; reStructuredText converted to Markdown is a page again;
"Answer strictly from the codebook entry the user gives you, quoting its wording" and "reusing
the documentation's own wording" answer from the material; "rust version of this" ports it;
"Return the full file in one code block" gives the file back; "What behaviour does this spec
file cover?" asks about the code; "Output a single ```python block" asks for code; "a
corrected one" and "a fixed version of the same document" are the answer's own texts; "Don't
just summarise it" asks for more than a summary; "how would you usually fix it?" asks for
advice; "translate … modules into idiomatic Erlang" ports them; "la traduzione in inglese di
questo articolo" translates it; "YAML strings" inside Python tests are no YAML answer, where
"只输出一个完整的 YAML 采集配置" asks for YAML; "quote at most a line or two" copies nothing.

Rounds 240-247 (scored at `6f4913d`), then read: a system prompt's "Review the code for
correctness" and "You are reviewing the standard library" ask for prose, as "what would you
improve in its API?" does (advice, no edit); "a short plain-English profile" tells a record in
prose; "an Alacritty theme file (TOML with …)" is a file in a language; flashcards that test
whether someone can apply a post are new text; a closing "to json pls" under a CSV row converts
it; "Same code but in English please" translates the code; "From this list, which library
should I use?" asks for advice, not the list's words.

Rounds 248-255 (scored at `b7c2a13`), then read: "write a small SwiftUI view" asks for code;
"Extrahiere aus folgendem Text" points at the text that follows; "Turn this record into a
PostgreSQL INSERT" carries the record's values however little code it looks like; "what exactly
does this install script do?" asks for an explanation; "Which of these settings do I actually
have to change?" asks for advice; "Rewrite this Warp workflow as a bash function" ports the
workflow; "Преобразуй эту строку CSV в JSON" converts it; a Rego policy's "# title: …" comment
is a record's key, no ask to title anything.

Rounds 256-263 (scored at `66b58da`), then read: "what would it print (or what error would the
compiler report)?" asks about the program, no bug; "what do the parameters mean?" asks for an
explanation; "rewrite in plain JS pls" ports the code; "Implement a simplified version of this
probe as a Python script" writes new code; "Respondes con código completo y ejecutable" asks
for code; "タグはそのまま残してください" keeps the markup of a translated page; "into a VS Code
snippets JSON file" asks for JSON ("VS Code" names no code); "Port this to VHDL:" ports the code
it points at; "give your own assessment, not a summary" asks for no summary; "how would you
improve it?" asks for advice.

Rounds 264-271 (scored at `b02c29b`), read at the stop's end: a system prompt that reviews
"shell and Python scripts" or pull requests asks for prose (the scripts are named, none is
written), as "Can you review this recipe?" does; "Reply with a single docker-compose.yml" asks
for YAML; "條列整理下面這段" condenses; "Rewrite it in TypeScript" under a fenced block ports the
code it points at; "… SQL only." asks for code; "copied from the page. JSON only." extracts.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

API_DOC_ZH = (
    "### 可转债价值分析\n\n接口：bond_zh_cov_value_anal"
    "ysis\n\n目标地址：https://data.eastmoney.com/"
    "kzz/detail/113527.html\n\n描述：东方财富网-行情中心-新股数据-可转债数据-可转债价值分析\n\n"
    "限量：单次返回所有可转债价值分析数据\n\n输入参数\n\n| 名称 | 类型 | 描述 |\n|---|---|---|\n"
    "| symbol | str | symbol=\"113527\"；可转债代码 |\n\n输出参数\n\n| 名称 | 类型 | 描述 |\n"
    "|---|---|---|\n| 日期 | object | - |\n| 收盘价 | float64 | 注意单位：元 |\n"
    "| 纯债价值 | float64 | 注意单位：元 |\n| 转股价值 | float64 | 注意单位：元 |\n"
)
DOC_JA = (
    "---\ntitle: Workflow アプリ API\ndescriptio"
    "n: ワークフロー実行、実行制御とストリーミングを扱う API\n---\n\n"
    "> このドキュメントは AI によって自動翻訳されています。"
    "不正確な部分がある場合は、英語版を参照してください。\n\n"
    "Workflow アプリは `workflow` モードで動作"
    "します。呼び出しごとに公開済みのワークフローを 1 回実行し、"
    "その出力を返します。呼び出し間で会話状態を保持しないため、各実行は独立しています。\n\n"
    "認証、ベース URL、エンドユーザーごとにデータを区分する `user` フィールドについては、"
    "クイックスタートを参照してください。ストリーミングでは各イベントが順に届きます。\n"
)
NETTE_CS = (
    "AI Access: jedno PHP rozhraní pro OpenAI, Claude, Gemini a Grok\n"
    "*************************************************************\n\n"
    "AI Access je PHP knihovna, která sjednocuje práci s jazykovými modely různých poskytovatelů. "
    "Napíšeš kód jednou a poskytovatele vyměníš jediným řádkem v konfiguraci. Knihovna řeší "
    "streamování, volání nástrojů i strukturovaný vý"
    "stup, takže se můžeš soustředit na aplikaci.\n\n"
    "Instalace\n=========\n\nKnihovnu nainstaluješ přes Composer:\n\n"
    "```shell\ncomposer require nette/ai-access\n```\n\nPoté vytvoříš klienta a pošleš mu zprávu.\n"
)
COMPOSE_ZH = (
    "## 1. 简单使用\n\n接下来我们将介绍过渡动画如何在实际"
    "应用场景中使用，这里我们使用最简单的开关按钮示例展示。\n\n"
    "首先，过渡动画是依赖状态的，所以我们首先创建状态类。\n\n```k"
    "otlin\nsealed class SwitchState {\n"
    "    object OPEN: SwitchState()\n    object CLOSE: SwitchState()\n}\n```\n\n"
    "接下来我们需要创建一个 `MutableState` 表示当前开关的状态。\n\n```kotlin\n"
    "var selectedState: SwitchState by remember { mutableStateOf(SwitchState.CLOSE) }\n```\n\n"
    "上述步骤都很简单，接下来我们就需要开始着实准备我们的动画了。\n\n```kotlin\n"
    "val transition = updateTransition(selectedState, label = \"switch\")\n"
    "val textAlpha by transition.animateFloat(label = \"alpha\") { state ->\n"
    "    when (state) {\n        SwitchState.CLOSE -> 1f\n        SwitchState.OPEN -> 0f\n"
    "    }\n}\n```\n\n接下来，我们仅需将创建的属性状态应用到我们的组件中即可。\n\n```kotlin\n"
    "Text(modifier = Modifier.alpha(textAlpha))\nBox(modifier = Modifier.padding(top = 8.dp))\n"
    "```\n\n"
)
ICON = ('{\n  "name": "aarch64",\n  "altnames": ["arm64"],\n  "tags": ["architecture", '
        '"programming", "ARM"],\n  "versions": {"svg": ["original", "plain"], "font": ["plain"]},\n'
        '  "color": "#16358C"\n}')
LF_PROGRAM = (
    "```lf\ntarget C\nimport ScreenPrinter from \"ScreenPrinter.lf\"\nreactor LiftMotion {\n"
    "  input move: bool\n  input offset: int32_t\n  screenPrinter = new ScreenPrinter()\n"
    "  initial mode MOVING {\n    reaction(move, offset) -> reset(STOPPED) {=\n"
    "      if (move->value) {\n        lf_set_mode(MOVING);\n      }\n    =}\n  }\n}\n```"
)
SCALER_DOC = (
    '+++\ntitle = "ActiveMQ"\navailability = "v2.6+"\ncategory = "Messaging"\n'
    'description = "Scale applications based on ActiveMQ Queue."\n+++\n\n'
    "### Trigger Specification\n\nThis specification describes the `activemq` trigger that "
    "scales based on an ActiveMQ queue.\n\n```yaml\ntriggers:\n- type: activemq\n  metadata:\n"
    "    managementEndpoint: \"activemq.activemq-test:8161\"\n    destinationName: \"testQueue\"\n"
    "    targetQueueSize: \"50\"\n```\n\n**Parameter list:**\n\n- `managementEndpoint` - ActiveMQ "
    "management endpoint to connect to in `<hostname>:<port>` format.\n- `destinationName` - "
    "Name of the queue to check for the message count.\n- `targetQueueSize` - Target value for "
    "queue length passed to the scaler. (Default: `10`, Optional)\n"
)
WIDGET_DOC = (
    "---\ntitle: Adguard Home\ndescription: Adguard Home Widget Configuration\n---\n\n"
    "The username and password are the same as used to login to the web interface.\n\n"
    "Allowed fields: `[\"queries\", \"blocked\", \"filtered\", \"latency\"]`.\n\n```yaml\nwidget:\n"
    "  type: adguard\n  url: http://adguard.host.or."
    "ip\n  username: admin\n  password: password\n```"
)
PERL_POLICY = (
    "```perl\npackage Perl::Critic::Policy::BuiltinFunctions::ProhibitSleepViaSelect;\n\n"
    "use 5.010001;\nuse strict;\nuse warnings;\nuse Readonly;\n\n"
    "use Perl::Critic::Utils qw{ :severities :classif"
    "ication };\nuse base 'Perl::Critic::Policy';\n\n"
    "Readonly::Scalar my $DESC => q{\"select\" used to emulate \"sleep\"};\n\n"
    "sub supported_parameters { return () }\nsub default_severity { return $SEVERITY_HIGHEST }\n\n"
    "sub violates {\n    my ( $self, $elem, undef ) = "
    "@_;\n    return if $elem->content() ne 'select';\n"
    "    return $self->violation( $DESC, $EXPL, $elem );\n}\n\n1;\n```"
)
NGINX = (
    "# ----------------------------------------------------------------------\n"
    "# | Cross-origin resource timing                                       |\n"
    "# ----------------------------------------------------------------------\n\n"
    "# Allow cross-origin access to the timing information for all resources.\n#\n"
    "# https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Timing-Allow-Origin\n\n"
    "add_header Timing-Allow-Origin \"*\";\n"
)
INI = ("[application]\nname = Byobu\n\n[configuration_files]\n.byobu/.screenrc\n.byobu/.tmux.conf\n"
       ".byobu/backend\n.byobu/color\n.byobu/datetime.tmux\n")
RULE_DOC = (
    "# react/jsx-curly-brace-presence\n\nDisallow unnecessary JSX expressions when literals alone "
    "are sufficient or enforce JSX expressions on literals in JSX children or attributes.\n\n"
    "## Rule Details\n\nBy default, this rule will check for and warn about unnecessary curly "
    "braces in both JSX props and children.\n\nExamples of **incorrect** code for this rule:\n\n"
    "```jsx\n<App>{'Hello world'}</App>;\n<App prop={'Hello world'} attr={\"foo\"} />;\n```\n"
)
PAGE = ("---\ntitle: Discovery workshop\nsubtitle: The session where you do your exploration work\n"
        "---\n\n### What is a discovery workshop?\n\nA discovery workshop is a conversation where "
        "technical and business people collaborate to explore, discover and agree as much as they "
        "can about the desired behaviour for a User Story.\n")

CASES: list[tuple[dict[str, Any], str]] = [
    # a Chinese system prompt puts the user's doc into JSON: its fields, copied
    (user(API_DOC_ZH, system="你是一个 API 文档整理助手。把用户给出的接口"
          "文档整理成 JSON，字段为：interface、"
          "target_url、description、inputs、outputs。只输出 JSON。"), "json/grounded"),
    (user("请把下面这个组件文档里的所有参数整理成"
          " JSON，只输出 JSON。\n\n" + API_DOC_ZH), "json/grounded"),
    # look-alike: a new program is asked of the doc ("write an example call in Python")
    (user(API_DOC_ZH, system="你是一个 API 助手。根据用户给出的接"
          "口文档，用 Python 写一个调用示例。"),
     "code/open"),
    # a page's note of its machine translation is no ask to translate
    (user("次のドキュメントを読んだ人向けに、理解度チェ"
          "ックの4択クイズを5問作ってください。\n\n" + DOC_JA,
          system='出力は必ず JSON オブジェクトで、キー "questions" に配列を入れてください。'),
     "json/open"),
    # look-alike: an ask to translate the same page
    (user("次のドキュメントを英語に翻訳してください。\n\n" + DOC_JA), "chat/grounded"),
    # Czech: "translate this docs page into English, keep the formatting and code blocks"
    (user("Přelož prosím tuhle stránku dokumentace Nette do angličtiny. Zachovej formátování "
          "Texy i bloky kódu beze změny.\n\n" + NETTE_CS), "chat/grounded"),
    # a Chinese page with Kotlin blocks, translated, its code left alone: prose
    (user(COMPOSE_ZH + "请把上面这段翻译成英文，代码不用动。"), "chat/grounded"),
    # SQL with its dialect in brackets before the statements' name
    (user("Write SQL (PostgreSQL) INSERT statements to load this icon into our tables "
          "icons(name, color) and icon_tags(icon_name, tag):\n\n" + ICON), "code/grounded"),
    (user("Write SQL INSERT statements to load this icon into our tables icons(name, color) "
          "and icon_tags(icon_name, tag):\n\n" + ICON), "code/grounded"),
    # look-alike: a question on the record, with a bracketed aside after SQL
    (user("Is SQL (or a document store) the better home for records like this one?\n\n" + ICON),
     "chat/open"),
    # "what does this do" over a program: an explanation
    (user(LF_PROGRAM + "\nwhat does this do and in what order do the reactions fire?"),
     "chat/open"),
    (user(LF_PROGRAM + "\nPort this to Python asyncio, same behaviour."), "code/grounded"),
    # a YAML document asked for by the format's name ending what is made
    (user("I want to autoscale my `order-processor` Deployment (namespace `prod`) with KEDA using "
          "the scaler described below. Min 0, max 20 replicas. Write the ScaledObject YAML (plus "
          "a TriggerAuthentication if this scaler needs credentials).\n\n" + SCALER_DOC),
     "json/open"),
    (user(WIDGET_DOC + "\n\nI self-host this on my home server. Write the services.yaml entry "
          "for my homepage dashboard with this widget configured. Just the YAML please."),
     "json/open"),
    # look-alike: a YAML parser is a program, no YAML
    (user("Write the YAML parser in Go that reads configs like this one.\n\n" + WIDGET_DOC),
     "code/open"),
    # a role's "code review training" beside a program asked for: code
    (user("Here is the source of a Perl::Critic policy module. Write a small Perl script that "
          "violates this policy, then a corrected version that passes it.\n\n" + PERL_POLICY,
          system="You are a senior Perl developer doing code review training."), "code/open"),
    # look-alike: a code review asked of the module, nothing written
    (user("Please do a code review of this Perl::Critic policy module.\n\n" + PERL_POLICY),
     "chat/open"),
    # a config ported to another server's: code
    (user("Convert this nginx config to the equivalent Apache httpd 2.4 configuration "
          "(mod_headers/mod_rewrite etc. as needed), keeping the comments:\n\n" + NGINX),
     "code/grounded"),
    (user("convert to TOML (keep section names, turn the file lists into arrays):\n\n" + INI,
          system="Convert configuration files between formats. Output only the converted file "
          "in a code block."), "code/grounded"),
    # look-alike: the same INI into JSON is structured output
    (user("convert to JSON (keep section names, turn the file lists into arrays):\n\n" + INI),
     "json/grounded"),
    # "CommonJS modules", "a feature file": programs
    (user("Please reimplement the rule described below as our own custom rule.\n\n" + RULE_DOC,
          system="You are an ESLint plugin author. Write rules as CommonJS modules exporting "
          "{ meta, create(context) }, with no dependencies beyond ESLint itself."), "code/open"),
    (user("Based on this doc page, write a feature file for an online bookshop checkout that "
          "shows off the Gherkin constructs it talks about.\n\n" + PAGE,
          system="You are a QA engineer. When asked, write Gherkin .feature files only."),
     "code/open"),
    # look-alike: the page summed up
    (user("Summarise this doc page in three bullet points.\n\n" + PAGE), "chat/grounded"),
]


ARTICLE_RO = ("##### Articolul 13. Limba oficială\n\nÎn România, limba oficială este limba română. "
              "Statul recunoaște și garantează dreptul persoanelor aparținând minorităților "
              "naționale la păstrarea, dezvoltarea și exprimarea identității lor.")
RST_JA = ("==========================\nCompose ファイルの概要\n==========================\n\n"
          "Compose ファイルは、サービス、ネットワーク、ボリュームを定義する設定ファイルです。"
          "デフォルトのパスは作業ディレクトリの ``compose.yaml`` です。\n\n"
          ".. code-block:: yaml\n\n   services:\n     web:\n       image: nginx\n\n"
          "以前のバージョン\n================\n\n.. toctree::"
          "\n   :maxdepth: 1\n\n   compose-file-v3.rst\n")
JS_RULE = ("```js\n// LICENSE : MIT\n\"use strict\";\nimport"
           " { RuleHelper } from \"textlint-rule-helper\";\n"
           "export default function (context) {\n    con"
           "st { Syntax, RuleError, report } = context;\n"
           "    return {\n        [Syntax.Str](node) {\n            const text = node.value;\n"
           "            if (/[！？]/.test(text)) {\n         "
           "       report(node, new RuleError(\"全角記号\"));\n"
           "            }\n        }\n    };\n}\n```")
DOC_ZH = ("# Accordion 手风琴\n\n可以折叠 / 展开的内容区域。"
          "\n\n## 使用指南\n\n在 Taro 文件中引入组件：\n\n"
          "```js\nimport { AtAccordion } from 'taro-ui'\n```\n\n"
          "## 一般用法\n\n```jsx\n<AtAccordion open={this.state.open}"
          " onClick={this.handleClick} title='标题一'>\n  <AtList hasBorder={false}>\n"
          "    <AtListItem title='标题文字' arrow='right' />\n  </AtList>\n</AtAccordion>\n```\n\n"
          "## 参数\n\n| 参数 | 说明 | 类型 |\n|---|---|---|\n| open | 是否默认开启 | Boolean |\n")
RST_DOC = ("Advanced Rewrite Plugin\n====================="
           "==\n\nThe ``advancedrewrite`` plugin lets you "
           "substitute values in your templates and path"
           " formats.\n\nConfiguration\n-------------\n\n"
           "To use it, enable the plugin in your configu"
           "ration::\n\n    plugins: advancedrewrite\n\n"
           "    advancedrewrite:\n      - match: \"artist:Bach\"\n        replacements:\n"
           "          composer: Johann Sebastian Bach\n\nSee :doc:`/plugins/rewrite` for a simpler "
           "alternative.\n")
CODEBOOK = ("column,description,unit,source\npopulation,\"Population - Population by country, "
            "available from 10,000 BCE to 2100.\",person"
            "s,Population based on various sources (2023)")
ADA = ("```ada\npackage body Selection_Sort_P with\n   Spark_Mode\nis\n   procedure Selection_Sort "
       "(A : in out T_Arr) is\n      Sel : Integer;\n   begin\n      if A'Length = 0 then\n"
       "         return;\n      end if;\n      for J in"
       " A'Range loop\n         Sel := Index_Of_Minimum "
       "(A (J .. A'Last));\n         Swap (A, J, Sel);\n      end loop;\n   end Selection_Sort;\n"
       "end Selection_Sort_P;\n```")
SECTION = ("# Bounds Checks\n\nBy default, accesses to container types such as slices and vectors "
           "involve bounds checks in Rust. These can affect performance, e.g. within hot loops, "
           "though less often than you might expect.\n\nThere are several safe ways to change code "
           "so that the compiler knows about container lengths and can optimize away bounds "
           "checks.\n\nAs a last resort, there are the unsafe methods `get_unchecked` and "
           "`get_unchecked_mut`.")
CIRCOM = ("pragma circom 2.0.0;\n\ntemplate Num2Bits(n) {\n    signal input in;\n    signal output "
          "out[n];\n    var lc1=0;\n\n    var e2=1;\n    f"
          "or (var i = 0; i<n; i++) {\n        out[i] <-- "
          "(in >> i) & 1;\n        out[i] * (out[i] -1 ) === 0;\n        lc1 += out[i] * e2;\n"
          "        e2 = e2+e2;\n    }\n\n    lc1 === in;\n}\n")
SPEC = ("```js\ndescribe('DelayedFunctionScheduler', function() {\n  it('schedules a function for "
        "later execution', function() {\n    const scheduler = new DelayedFunctionScheduler();\n"
        "    const fn = jasmine.createSpy('fn');\n    scheduler.scheduleFunction(fn, 0);\n"
        "    expect(fn).not.toHaveBeenCalled();\n    scheduler.tick(0);\n"
        "    expect(fn).toHaveBeenCalled();\n  });\n});\n```")
OCSF = ('{\n  "caption": "Affected Code",\n  "description": "An Affected Code object '
        'describes details about a code block identified as vulnerable.",\n  "extends": '
        '"object",\n  "name": "affected_code",\n  "attributes": {\n    "end_line": '
        '{"requirement": "recommended"},\n    "file": {"requirement": "required"},\n'
        '    "start_line": {"requirement": "recommended"}\n  }\n}')
RULE_MD = ("---\ntitle: vue/brace-style\ndescription: Enforce consistent brace style for blocks in "
           "`<template>`\n---\n\n# vue/brace-style\n\n> "
           "Enforce consistent brace style for blocks in "
           "`<template>`\n\n## :book: Rule Details\n\nTh"
           "is rule enforces consistent brace style for "
           "blocks in `<template>`.\n\n```vue\n<template"
           ">\n  <button @click=\"() => { foo() }\" />\n"
           "</template>\n```\n")
SPECTRAL = ("### asyncapi-channel-parameters\n\nAll channel parameters should be defined in the "
            "`parameters` object of the channel. They should also not contain redundant parameters "
            "that do not exist in the channel address.\n\n**Recommended:** Yes")
ESSAY = ("## Should you focus on visibility?\n\nMany sta"
         "ff engineers say their work went unseen until "
         "they learned to write it down. Visibility is not self-promotion: it is making sure the "
         "people who decide know what the work changed. Write short notes after each project, "
         "share them with your manager, and ask what they would have wanted to hear sooner.")
LINT_DOC = ("(#) Use `apply()` on `SharedPreferences`\n\n"
            "Id: `ApplySharedPref`\nSeverity: Warning\n\n"
            "Consider using `apply()` instead of `commit` on shared preferences. Whereas `commit` "
            "blocks and writes its data to persistent storage immediately, `apply` will handle it "
            "in the background. You can suppress the check with `tools:ignore`.")
LFE = ("```lisp\n(defmodule fact\n  (export (fac 1)))\n"
       "\n(defun fac\n  ((0) 1)\n  ((n) (when (> n 0))\n"
       "   (* n (fac (- n 1)))))\n```")
ARTICOLO = ("## Art. 1\nL’Italia è una Repubblica democratica, fondata sul lavoro.\n\nLa sovranità "
            "appartiene al popolo, che la esercita nelle forme e nei limiti della Costituzione.")
SNIFF = ("<documentation title=\"Array Syntax\">\n    <st"
         "andard>\n    <![CDATA[\n    Short array syntax "
         "must be used to define arrays.\n    ]]>\n    </standard>\n    <code_comparison>\n"
         "        <code title=\"Valid: Short form of array.\">\n        <![CDATA[\n$arr = [\n"
         "    'foo' => 'bar',\n];\n        ]]>\n        <"
         "/code>\n    </code_comparison>\n</documentation>")
CFN_RULE = ("```python\nfrom cfnlint.rules import CloudFormationLintRule, RuleMatch\n\n\n"
            "class ValuePrimitiveType(CloudFormationLintRule):\n    id = \"E3012\"\n"
            "    shortdesc = \"Check if properties have a valid primitive type\"\n\n"
            "    def match_resource_properties(self, properties, property_type, path, cfn):\n"
            "        return []\n```")
BASH = ("```bash\n#!/usr/bin/env bash\nREP \"(def! not ("
        "fn* (a) (if a false true)))\"\nwhile true; do\n"
        "    READLINE \"user> \" || exit \"$?\"\n    [[ \"${"
        "r}\" ]] && REP \"${r}\" && echo \"${r}\"\ndone\n```")

CASES_224_239: list[tuple[dict[str, Any], str]] = [
    (user(ARTICLE_RO + "\n\ntraducere în engleză, te rog"), "chat/grounded"),
    (user("この資料をもとに、4択問題を3問作ってくださ"
          "い。正解と簡単な解説も付けてください。\n\n" + RST_JA,
          system="あなたは Docker の研修講師です。受講者向けに"
                 "、与えられた資料の理解度を確認する問題を作成します。"), "chat/open"),
    (user("このtextlintルールのファイルをPythonに移植し"
          "てください。正規表現やメッセージ文言はそのままで。\n\n"
          + JS_RULE), "code/grounded"),
    (user("次のファイルは、文章のどんな書き方をチェックしていますか？"
          "NGになる例とOKになる例も挙げて説明してください。\n\n"
          + JS_RULE, system="コードの知識がない翻訳者にも分かる日本語で説"
                            "明してください。コードは書かないでください。"),
     "chat/open"),
    (user("帮我把这篇 Taro UI 组件文档翻成英文，Mar"
          "kdown 结构和代码块原样保留，代码不用翻。\n\n" + DOC_ZH),
     "chat/grounded"),
    (user(RST_DOC, system="You convert reStructuredText documen"
          "tation to GitHub-flavoured Markdown. "
          "Keep all text, headings, code block"
          "s and links; only change the markup."), "chat/grounded"),
    (user(CODEBOOK + "\n\nWhat exactly does `population` measure, in what unit, and what is its "
          "source?", system="Answer strictly from the codebook entry the user gives you, quoting "
          "its wording where possible."), "chat/grounded"),
    (user(SPECTRAL, system="You maintain an API style cheat sheet. When the user pastes the "
          "documentation of a linter rule, reply with exactly one sentence that states what the "
          "rule checks, reusing the documentation's own wording where possible."), "chat/grounded"),
    (user(ADA + "\nrust version of this pls, same logic"), "code/grounded"),
    (user("Write 4 multiple-choice questions that test whether someone can apply the ideas in "
          "this section to code they haven't seen before:\n\n" + SECTION), "chat/open"),
    (user(CIRCOM, system="You add clear inline documentation to Circom code: describe each "
          "template, every signal and each constraint. Do not change any logic. Return the full "
          "file in one code block."), "code/grounded"),
    (user(SPEC + "\n\nWhat behaviour does this spec file cover, and which important cases does "
          "it miss?", system="You are a senior JavaScript engineer reviewing test suites."),
     "chat/open"),
    (user("Convert this OCSF object definition into a pydantic model named `AffectedCode`, one "
          "field per attribute.\n\n" + OCSF, system="You write Python data models. Output a single "
          "```python block using pydantic v2; no explanations."), "code/grounded"),
    (user(RULE_MD, system="Reply with two Vue single-file components in code blocks: one that "
          "this rule reports, and a corrected one. No prose."), "code/open"),
    (user("Here's a rule from Spectral's ruleset docs:\n\n" + SPECTRAL + "\n\nGive me a minimal "
          "spec document (YAML) that triggers this rule, then a fixed version of the same document "
          "that passes. Output only the two YAML documents separated by ---."), "json/open"),
    (user("I just read this and it hit home. Write me a short LinkedIn post about my own take on "
          "it as a senior engineer aiming for staff. Don't just summarise it.\n\n" + ESSAY),
     "chat/open"),
    (user("Our CI flagged this lint check and I don't really get it. When does it fire, is it "
          "worth fixing, and how would you usually fix it?\n\n" + LINT_DOC), "chat/open"),
    (user(LFE, system="You translate Lisp Flavoured Erlang (LFE) modules into idiomatic Erlang. "
          "Reply with the Erlang module(s) in a code block."), "code/grounded"),
    (user("Mi serve la traduzione in inglese di questo articolo della Costituzione italiana per "
          "una tesina. Traduzione fedele.\n\n" + ARTICOLO), "chat/grounded"),
    (user("Write pytest tests for this cfn-lint rule. Build small CloudFormation templates inline "
          "(as Python dicts or YAML strings) covering two that should be flagged.\n\n" + CFN_RULE),
     "code/open"),
    (user("In this file, how are closures created for fn*, and how does `if` decide what is "
          "false?\n\n" + BASH, system="You are a programming-languages tutor. Explain in prose; "
          "quote at most a line or two of the code, do not rewrite it."), "chat/open"),
    (user("参考下面的插件文档，帮我写一个采集配置：采集 /var/log/app/*.log。\n\n" + DOC_ZH,
          system="你是 iLogtail 配置助手。只输出一"
                 "个完整的 YAML 采集配置，不要任何解释。"), "json/open"),
    # look-alikes that keep their labels
    (user(ARTICLE_RO + "\n\nCe înseamnă acest articol pentru minorități?"), "chat/open"),
    (user("How can we fix this? It raises ZeroDivisionError.\n\n```python\ndef mean(xs):\n"
          "    return sum(xs) / len(xs)\n```"), "code/grounded"),
    (user("Summarise this section in three bullets.\n\n" + SECTION), "chat/grounded"),
    (user("Give me a corrected version of this spec document.\n\n" + SPECTRAL), "chat/grounded"),
]


GO_MAIN = ("package main\n\nimport (\n\t\"fmt\"\n\t\"time"
           "\"\n\n\t\"github.com/kataras/iris/v12\"\n)\n\n"
           "func main() {\n\tapp := iris.New()\n\tapp.Get(\"/\", func(ctx iris.Context) {\n"
           "\t\tctx.WriteString(fmt.Sprintf(\"now: %s\", t"
           "ime.Now()))\n\t})\n\tapp.Listen(\":8080\")\n}\n")
MINT = ("```mint\n/* This module provides functions for"
        " the encoding and decoding of binary data. */\n"
        "module Base64 {\n  /* Returns the Base64-encoded version of `value`. */\n"
        "  fun encode (value : String) : String {\n    `btoa(#{value})`\n  }\n}\n```")
ENTRY = ('```json\n{\n  "description": "PLA Unit 61398 '
         'is the Chinese army unit thought to be behind '
         'a series of intrusions.",\n  "meta": {"country'
         '": "CN", "refs": ["https://example.org/apt1"]},'
         '\n  "uuid": "1cb7e1cc-d695-42b1-92f4-fd0112a3c9be",\n  "value": "APT1"\n}\n```')
SCHEME = ('{"name":"3024 Day","black":"#090300","red":"#'
          'db2d20","green":"#01a252","yellow":"#fded02",'
          '"blue":"#01a0e4","purple":"#a16a94","cyan":"#b5e4f4","white":"#a5a2a2",'
          '"background":"#f7f7f7","foreground":"#4a4543","cursorColor":"#4a4543"}')
POST = ("---\ntitle: '4 Ways Netflix Uses Caching'\n---\n\nNetflix uses EVCache, a distributed "
        "key-value store, to keep user engagement high. Look-aside caching serves reads from "
        "memory before falling back to the database; transient data such as playback sessions "
        "lives only in the cache; UI strings are computed asynchronously and published to it.")
ROW = ("name,iso_a3,currency_code,local_price,dollar_ex,GDP_dollar,date\n"
       "Mexico,MEX,MXN,28,10.8675,7806.561,2005-06-01")
EJERCICIO = ("# Ejercicio 176: Contar la cantidad de divisores de un número entero positivo.\n\n"
             "def contar_divisores(n):\n    contador_divi"
             "sores = 0\n\n    for i in range(1, n + 1):\n"
             "        if n % i == 0:\n            contador_divisores += 1\n\n"
             "    return contador_divisores\n\n\nprint(contar_divisores(8))\n")
LIST = ("## Configuration\n\n_Libraries for configurati"
        "on parsing._\n\n- [aconfig](https://github.com/"
        "cristalhq/aconfig) - Simple, useful and opinionated config loader.\n- [cleanenv](https://"
        "github.com/ilyakaznacheev/cleanenv) - Clean and minimalistic environment configuration "
        "reader.\n- [koanf](https://github.com/knadh/koanf) - Light weight, extensible library for "
        "reading config.\n- [viper](https://github.com"
        "/spf13/viper) - Go configuration with fangs.\n")
ZSH = "```zsh\n#! /bin/sh\nypmatch $1 passwd.byuid\n```"

CASES_240_247: list[tuple[dict[str, Any], str]] = [
    (user(GO_MAIN, system="You are a senior Go reviewer. Review the code for correctness, "
          "security and idiomatic style. Give a short prioritised list of findings; do not "
          "rewrite the whole file."), "chat/open"),
    (user("What does this module provide, and what would you improve in its API or docs?\n\n"
          + MINT, system="You are reviewing the standard library of a small web language."),
     "chat/open"),
    (user("Turn this MISP galaxy entry into a short plain-English profile for our weekly threat "
          "intel note. 3-5 sentences, no bullet points.\n\n" + ENTRY), "chat/grounded"),
    (user("Convert this Windows Terminal color scheme to an Alacritty theme file (TOML with "
          "[colors.primary] and [colors.normal]):\n\n" + SCHEME), "code/grounded"),
    (user("Make 4 flashcards that test whether someone can apply the ideas in this post (not "
          "just recall it).\n\n" + POST, system="You create interview-prep flashcards. Respond "
          "only with JSON of the form {\"cards\": [{\"question\": string, \"answer\": string}]}."),
     "json/open"),
    (user(ROW + "\n\nto json pls"), "json/grounded"),
    (user(EJERCICIO + "\nSame code but in English please (comments, names, printed messages)."),
     "code/grounded"),
    (user("From this list, which library should I use? We care about maintenance, performance "
          "and a small API.\n\n" + LIST, system="You are a senior Go engineer advising a team on "
          "choosing dependencies."), "chat/open"),
    # look-alikes that keep their labels
    (user("Fix the bug in this script and return it.\n\n" + ZSH), "code/grounded"),
    (user("Which of these libraries reads environment variables? Answer from the list.\n\n" + LIST),
     "chat/grounded"),
    (user(ROW + "\n\nwhat was the Big Mac price in dollars?"), "chat/open"),
    (user("Make this post shorter.\n\n" + POST), "chat/grounded"),
]


HIG = ("# column-views\n\n## A column view lets people view and navigate a data hierarchy using a "
       "series of vertical columns.\n> 열 보기를 사용하"
       "여 일련의 세로 열을 사용하여 데이터 계층을 탐색할 수 있습니다.\n\n"
       "Each column represents one level of the hierarchy and contains horizontal rows of data "
       "items.\n> 각 열은 계층의 한 수준을 나타냅니다.\n")
ARTIKEL = ("## Artikel 11\n\n(1) Alle Deutschen genießen Freizügigkeit im ganzen Bundesgebiet.\n\n"
           "(2) Dieses Recht darf nur durch Gesetz oder a"
           "uf Grund eines Gesetzes und nur für die Fälle "
           "eingeschränkt werden, in denen eine ausreichende Lebensgrundlage nicht vorhanden ist.")
RECORD = '{\n  "name": "Afar",\n  "iso6392B": "aar",\n  "iso6391": "aa"\n}'
SCRIPT = ("```bash\n#!/usr/bin/env bash\nsource /dev/stdin <<<\"$FUNCTIONS_FILE_PATH\"\ncolor\n"
          "msg_info \"Installing Dependencies\"\n$STD apt-get install -y nginx php8.3-fpm\n"
          "msg_ok \"Installed Dependencies\"\nsystemctl enable -q --now php8.3-fpm\n"
          "systemctl reload nginx\nmsg_ok \"Configured Service\"\n```")
EGG = ('{\n    "_comment": "DO NOT EDIT: FILE GENERATED AUTOMATICALLY BY PTERODACTYL PANEL",\n'
       '    "meta": {"version": "PTDL_v2"},\n    "name": "'
       'Valheim",\n    "startup": "./valheim_server.x86_64'
       ' -port {{SERVER_PORT}}",\n    "variables": [{"name": "Server Password", "env_variable": '
       '"PASSWORD", "default_value": "changeme"}]\n}')
WORKFLOW = ("```yaml\n---\nname: Root your emulator\ncommand: adb root\ntags:\n  - android\n"
            "description: Roots your Android emulator\nshells: []\n```")
ROW = ("address,postal_code,city,region,timezone,population\n"
       "\"г Абаза\",655750,Абаза,Хакасия,UTC+7,17111")
REGO = ("# METADATA\n# scope: rule\n# title: Workflows S"
        "hould Not Be Allowed To Approve Pull Requests\n"
        "# description: Your organization allows workflows to open and approve pull requests.\n"
        "default actions_can_approve_pull_requests := true\n\nactions_can_approve_pull_requests := "
        "false {\n\tnot input.token_permissions.can_approve_pull_request_reviews\n}\n")

CASES_248_255: list[tuple[dict[str, Any], str]] = [
    (user(HIG, system="You are a senior iOS engineer. Given a Human Interface Guidelines page, "
          "write a small SwiftUI view that demonstrates the recommended practices. Output a single "
          "Swift file."), "code/open"),
    ({**user("Extrahiere aus folgendem Text ein JSON-Objekt mit den Feldern \"artikel\" und "
             "\"absaetze\" (Liste der Absätze im Wortlaut).\n\n" + ARTIKEL),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Turn this record into a PostgreSQL INSERT for table languages(name, iso639_2b, "
          "iso639_1); use NULL for missing codes.\n" + RECORD), "code/grounded"),
    (user(SCRIPT + "\n\nwhat exactly does this install script do to my LXC container? step by "
          "step please"), "chat/open"),
    (user(EGG + "\n\nI'm about to import this egg. Which of these settings do I actually have to "
          "change before the first start, and what ports will it need?",
          system="You help hobbyists run game servers on a Pterodactyl panel."), "chat/open"),
    (user(WORKFLOW + "\n\nRewrite this Warp workflow as a reusable bash function I can put in my "
          ".bashrc."), "code/grounded"),
    (user(ROW + "\n\nПреобразуй эту строку CSV в JSON-объект с полями city, region, timezone. "
          "Выведи только JSON."), "json/grounded"),
    (user(REGO, system="You are a DevSecOps consultant. When shown a security policy, explain in "
          "plain words what risk it guards against. Be concise."), "chat/open"),
    # look-alikes that keep their labels
    (user("Context: The river flooded the lower town twice in 1998.\n\nQuestion: When did the "
          "river flood the town?"), "chat/grounded"),
    (user(EGG + "\n\nChange the server password to hunter2 and give me back the JSON."),
     "json/grounded"),
    (user("Rewrite this paragraph so it sounds friendlier:\n\nYour request has been denied "
          "because the form was incomplete and the deadline had passed."), "chat/grounded"),
]


ANTE = ("```\ntype Shape =\n   | Circle I32\n   | Rect I"
        "32 I32\n\narea (s: Shape): I32 =\n    match s\n"
        "    | Circle r -> 3 * r * r\n    | Rect w h -> w * h\n\nprintln (area (Circle 5))\n"
        "println (area (Rect 10 20))\n```")
AGENT = ('```json\n{\n  "config": {\n    "systemRole": "Это всестороннее руководство по созданию '
         'изображений. Отвечай кратко и по делу."\n  },\n  "meta": {"title": "Художник", '
         '"tags": ["изображения", "дизайн"]}\n}\n```')
LS = ("```\n# Paren-free method chains\neq \\56, if \\0 is 10.toString 2 .slice 3\n"
      "  \\4 .replace /\\d/ 5 .concat 6\n\neq 1,\n  Array 0, 1 ?.1\n```")
MODELICA = ("within Modelica.Electrical.Analog.Basic;\nmodel Inductor \"Ideal linear electrical "
            "inductor\"\n  extends Interfaces.OnePort(i(st"
            "art=0));\n  parameter SI.Inductance L(start=1)"
            " \"Inductance\";\nequation\n  L*der(i) = v;\n  annotation (Documentation(info=\"<html>"
            "<p>The linear inductor connects the branch voltage <em>v</em> with the branch current "
            "<em>i</em> by <em>v = L * di/dt</em>.</p></html>\"));\nend Inductor;\n")
PROBE = ("id: hasDangerousWorkflowScriptInjection\nshort: Check whether the project has GitHub "
         "Actions workflows that enable script injection.\nmotivation: >\n  Script injections "
         "allow attackers to use untrusted input to run code.\noutcome:\n  - If the project has "
         "dangerous workflow(s), the probe returns one finding per workflow.\necosystem:\n  "
         "languages:\n    - all\n")
RFC = ("## Summary\n\nIn the Agile Coretime model of the Polkadot Ubiquitous Computer, the "
       "Coretime-chain allocates cores to tasks. This is a proposal for the interface which will "
       "exist around the Relay-chain in order to communicate this information and instructions.")
DOC_ES = ("---\ntitle: Cómo funciona\n---\n\nEl canal bidireccional entre el servidor Socket.IO "
          "(Node.js) y el cliente Socket.IO (navegador, Node.js u otro lenguaje) se establece con "
          "una conexión WebSocket siempre que sea posible, y usa HTTP long-polling como respaldo.")
BUG_JA = ('<BugPattern type="JUA_DONT_ASSERT_INSTANCEOF_IN_TESTS">\n    <ShortDescription>'
          'テストコードで instanceof 演算子を用いて型を検証す'
          'るのは推奨されません</ShortDescription>\n'
          '    <Details>\n<![CDATA[\n<p>テストで instanceof を使った型の検証は推奨されません。'
          '失敗したときに原因の型がわかりにくいためです。</p>\n]]>\n    </Details>\n</BugPattern>')
SNIPPETS = ("snippet main\n\tpackage {\n\t\timport flash."
            "display.*;\n\n\t\tpublic class Main extends "
            "Sprite {\n\t\t\tpublic function Main() {\n\t\t\t\t${0}\n\t\t\t}\n\t\t}\n\t}\n"
            "snippet class\n\tpublic class ${1:ClassName} {\n\t\t${0}\n\t}\n")
SV = ("/*\n:name: indexed_select_sim\n:description: minimal indexed select bit simulation test\n"
      ":tags: 11.5.1\n*/\nmodule top(input [3:0] a, ou"
      "tput b);\n\n    assign b = a[2];\n\nendmodule\n")

CASES_256_263: list[tuple[dict[str, Any], str]] = [
    (user("What does this Ante program do, and what would it print (or what error would the "
          "compiler report)? Walk me through it.\n\n" + ANTE), "chat/open"),
    (user("Here is an agent from our marketplace (Russian locale). What are the weaknesses of "
          "its system prompt, and how would you improve it?\n\n" + AGENT,
          system="You are an experienced prompt engineer. Review assistant personas."),
     "chat/open"),
    (user(LS + "\nrewrite in plain JS pls"), "code/grounded"),
    (user("I found this in the Modelica Standard Library and I don't really get it. What does "
          "it model physically, and what do the parameters mean?\n\n" + MODELICA,
          system="You are a patient tutor for a course on system modelling."), "chat/open"),
    (user("Here is the definition of an OpenSSF Scorecard probe:\n\n" + PROBE + "\nImplement a "
          "simplified version of this probe as a Python script that prints the findings.",
          system="You are a supply-chain security engineer. Write clean Python 3 code."),
     "code/open"),
    (user("What are the weaknesses or unanswered questions in this section? Would you vote for "
          "it as written?\n\n" + RFC, system="You review RFCs. Be direct and critical; give your "
          "own assessment, not a summary."), "chat/open"),
    (user("Este es un fragmento de la documentación:\n\n" + DOC_ES + "\n\nEscríbeme un ejemplo "
          "pequeño pero completo (servidor + cliente) que ponga en práctica lo que se describe "
          "aquí.", system="Eres un desarrollador Node.js. Respondes con código completo y "
          "ejecutable, con un mínimo de explicaciones."), "code/open"),
    (user("次のSpotBugsのバグパターン説明（XML）を英語に"
          "翻訳してください。タグはそのまま残してください。\n\n"
          + BUG_JA), "chat/grounded"),
    (user("Convert these snipMate snippets into a VS Code snippets JSON file (prefix/body/"
          "description for each):\n\n" + SNIPPETS), "json/grounded"),
    (user("Port this to VHDL:\n\n" + SV, system="You are an FPGA engineer. Port SystemVerilog code "
          "to VHDL-2008. Output only the VHDL."), "code/grounded"),
    # look-alikes that keep their labels
    (user("I need an English version of the following article. Please keep the paragraph "
          "numbering.\n\n" + RFC), "chat/grounded"),
    (user("Write a Python function for the scheduler described below.\n\n" + RFC), "code/open"),
    (user(ANTE + "\n\nPort this to Rust."), "code/grounded"),
]


SH = ("#!/bin/sh\n\ncase \"$1\" in\n    --toggle)\n        dunstctl set-paused toggle\n        ;;\n"
      "    *)\n        if [ \"$(dunstctl is-paused)\" = \"true\" ]; then\n            echo \"#1\"\n"
      "        else\n            echo \"#2\"\n        fi\n        ;;\nesac\n")
RECIPE = ("```python\nfrom conan import ConanFile\nfrom "
          "conan.tools.cmake import cmake_layout, CMake\n"
          "\n\nclass BzipConan(ConanFile):\n    name = \"bzip2\"\n    settings = \"os\", \"arch\", "
          "\"compiler\", \"build_type\"\n\n    def layout(self):\n        cmake_layout(self)\n\n"
          "    def build(self):\n        cmake = CMake(self)\n        cmake.configure()\n"
          "        cmake.build()\n```")
JAEGER = ("---\ntitle: Architecture\nweight: 3\n---\n\nJaeger v2 is designed to be a versatile and "
          "flexible tracing platform. It can be deployed as a single binary that can be configured "
          "to perform different roles within the Jaeger architecture, such as collector, query or "
          "ingester, with Cassandra, Elasticsearch or memory as its storage backend.")
GIT_TW = ("# 第 01 天：認識 Git 版本控管\n\n筆者使用 Subver"
          "sion (SVN) 已經將近 10 年，從來都不覺得有任何必要轉換至"
          "其他版本控管平台，直到遇到分散式版本控管的需求。Gi"
          "t 讓每個人都有完整的版本庫，離線也能提交，分支與合併"
          "也非常快速，這些都是集中式版本控管難以做到的事情。")
WING = ("```\nbring cloud;\n\nlet queue = new cloud.Queue(timeout: 2m);\nlet bucket = new "
        "cloud.Bucket();\nlet counter = new cloud.Counte"
        "r(initial: 100);\n\nqueue.setConsumer(inflight "
        "(body: str): str => {\n  let next = counter.inc();\n  let key = \"myfile-{next}.txt\";\n"
        "  bucket.put(key, body);\n});\n```")
FILM = ('{\n  "id": "4e236f34-b981-41c3-8c65-f8c9000b94e7",\n  "title": "Only Yesterday",\n'
        '  "original_title": "おもひでぽろぽろ",\n  "director": "Isao Takahata",\n'
        '  "release_date": "1991",\n  "running_time": "118"\n}')
KB = ("---\nvid: KHV002\ntitle: Kubernetes version dis"
      "closure\ncategories: [Information Disclosure]\n"
      "severity: high\n---\n\n## Issue description\n\nThe fact that your infrastructure is using "
      "Kubernetes, and the specific version of Kubernetes used, is publicly available.\n\n"
      "## Remediation\n\nDisable `--enable-debugging-handlers` kubelet flag.\n")

CASES_264_271: list[tuple[dict[str, Any], str]] = [
    (user("Please review this script from polybar-scripts:\n\n" + SH, system="You review shell and "
          "Python scripts for a Linux desktop setup. Give a bullet list of bugs, portability "
          "problems and security concerns, most important first."), "chat/open"),
    (user(RECIPE + "\n\nCan you review this recipe? I'd like to know about Conan 2 compatibility "
          "issues.", system="You are a maintainer of ConanCenter reviewing pull requests."),
     "chat/open"),
    (user("Based on this section of the Jaeger v2 docs, write me a docker-compose.yml that sets "
          "up what it describes for local testing.\n\n" + JAEGER, system="You are a DevOps "
          "engineer. Reply with a single docker-compose.yml in a ```yaml block and nothing else."),
     "json/open"),
    (user("請用三到五個重點條列整理下面這段 Gi"
          "t 教學的內容，用繁體中文回答：\n\n" + GIT_TW), "chat/grounded"),
    (user(WING + "\n\nThis is Winglang. Rewrite it in TypeScript (Node.js), keeping the same logic "
          "and names."), "code/grounded"),
    (user(FILM, system="You migrate JSON API fixtures into PostgreSQL. For each record, output one "
          "INSERT statement into a table named after the resource type; copy values exactly. SQL "
          "only."), "code/grounded"),
    (user(KB + "\nPut this finding into our tracker format: a JSON object with \"id\", \"title\", "
          "\"severity\" and \"remediation\", copied from the page. JSON only."), "json/grounded"),
    # look-alikes that keep their labels
    (user("Write a Python script that reviews this recipe for missing settings.\n\n" + RECIPE),
     "code/open"),
    (user("Summarise what this script does.\n\n" + SH), "chat/grounded"),
    (user("Is SQL only useful for relational databases, or for other stores too?"),
     "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES + CASES_224_239 + CASES_240_247
                         + CASES_248_255 + CASES_256_263 + CASES_264_271)
def test_what_rounds_from_216_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
