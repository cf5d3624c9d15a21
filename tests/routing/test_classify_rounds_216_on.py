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


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_216_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
