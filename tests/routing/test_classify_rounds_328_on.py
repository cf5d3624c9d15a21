"""The classifier on what held-out rounds from 328 on found: each case beside look-alikes that
must keep their label.

Rounds 328-335, scored on arrival at `261ab60`, then read: a short ask that makes something new
from the material it points at ("Using what this doc page describes, write a small example
component", "Show me a realistic signup-form schema that uses this") is the ask, and the page's
own "you can replace the default patterns" or "title:" asks nothing, nor does what the new thing
is to do ("a script that uses @mdx-js/mdx to apply what this section explains"); "an expert in
Sakura Editor macros" is no editor; "then the corrected version that passes it" fixes the
answer's own snippet, as "それを修正したコード例を書いてください" does; "explain each assertion in a
short comment" explains inside the code; "why it fails to compile" and "What resources does the
template create?" ask for an explanation; "into a plain docker-compose.yml" and "into a
conda-forge `meta.yaml` recipe" ask for YAML by the file's name; a system prompt's "Translate
Italian public-health bulletins into clear English" translates the user's text; "You review pull
requests … Point out packaging problems" asks for a review; "Which of these would you actually
turn on or change for us, and why?" asks for advice, and "Here are the options … from the
reference config" says where the material comes from; "YAML -> TOML for golangci-lint config:"
and "Same thing in TOML please" port a config into TOML, code; "Return the corrected version
that passes the linter" under the user's template gives it back fixed; "Bu makaleyi İngilizceye
çevirir misin? Kod bloklarına dokunma" and "an English version of the post above (same
headings, same code)" translate a page, prose; "Write xUnit tests covering the behaviour shown
in the code samples above" writes new code; "explain what this … code does, function by
function" and "What does this example configuration set up?" ask for an explanation; "Make up
two more questions like this one" writes questions; "pacscript -> json pls", "to csv", "turn
the variables of this build script into YAML", "the metadata of the pacscript above as a JSON
object" and "From the shader above, give me a JSON array describing each function signature"
carry the material into JSON, YAML or CSV; "You review … packaging scripts", "List issues in
order of importance" review; "  make install DESTDIR=…" in a script's body and "where we'd
apply its tags" ask nothing; "Traduis en anglais les champs … Renvoie uniquement le YAML
complet" asks for YAML; "## Delete an image" is a section's name and "To delete a local copy,
enter the following command:" a step's goal; "请列出3个追问" writes questions; an editor's
"Condense the given question and answer to a flashcard" sums them up, in prose; "Parse the
verse the user gives" into lemmas and morphology labels its words, where parsing a User-Agent
string extracts its fields.

Rounds 336-343, scored on arrival at `7ae2303`, then read: "各造3个简单的例句，每句附上…翻译"
translates the answer's own sentences; "kubectl apply" is a command's name, "只要 YAML，不用解释"
asks for YAML and no explanation; "a corrected version that passes" after "Write a small Scala
program that triggers this wart" is the answer's own; "What is this and when would I actually
use it?" asks for an explanation; a docs page's "__Example:__ Change the batching parameters"
captions its example, and "doing the same thing in application code?" asks nothing; "Just give
me a bulleted list per key" asks for prose; "¿qué significa en la práctica?" asks for an
explanation; "You are a reviewer …" reviews; "What story does this data tell?" and "how would
you triage an alert …?" ask for new words; "just the code pls" and "コードは完全な形で示して
ください" ask for code, and "a luau script that uses what this explains" asks for no explanation.

Rounds 344-351, scored at `fb8e751` and then read in part at the stop's end: "解説してください"
asks for an explanation; "a Python function `f(v)` that returns the vulnerabilities that apply
to a version" says what the new code does; "用 Jest 写一组单元测试" asks for code; "Is this
release worth upgrading to, and what could break our CI?" and "Is switching … worth it for us?"
ask for advice.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

HELP_PAGE = (
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<HTML lang="ja">\n<HEAD>\n'
    '<META http-equiv="Content-Type" content="text/html; charset=UTF-8">\n'
    "<TITLE>上書きモード</TITLE>\n</HEAD>\n<BODY>\n<h2>上書きモード</h2>\n"
    "挿入モードと上書きモードを切り替えます。<br>\n文字を入力すると、カーソル位置の文字が置き換えられます。<br>\n"
    "<br>\n■<a href=\"HLP000204.html\">マクロ構文</a><br>\n"
    "・<a href=\"HLP000030.html\">編集の全終了</a>(Q)<br>\n</BODY></HTML>"
)
LINT_RULE = (
    "```yaml\n- rule:\n    name: H006\n    message: Img tag should have height and width "
    "attributes.\n    flags: re.DOTALL|re.I\n    patterns:\n"
    "      - <img\\b(?:\"[^\"]*\"|'[^']*')*/?>\n"
    "```"
)
GUIDELINE = (
    "```yaml\nid: gl-form-label\ncategory: form\ntitle:\n  ja: フォームのラベル\n"
    "  en: Form labels\n"
    "guideline:\n  ja: |-\n    入力欄には、その目的を示すラベルを付ける。\n  en: |-\n"
    "    Give every input a label that says what it is for.\nsc:\n- 1.3.1\n- 3.3.2\n```"
)
JS_QUESTION = (
    "## Question 2. For which value of `x` are the results of these statements not the same?\n\n"
    "```javascript\nif( x <= 100 ) {...}\nif( !(x > 100) ) {...}\n```\n"
    "<details><summary><b>Answer</b></summary>\n\n`NaN <= 100` is `false` and `NaN > 100` is also "
    "`false`, so if the value of `x` is `NaN`, the statements are not the same.\n\n</details>"
)
HAXE_SAMPLE = (
    "abstract MyAbstract(Int) from Int {\n  inline function new(i:Int) {\n    this = i;\n  }\n\n"
    "  @:to public function toArray() {\n    return [this];\n  }\n}\n\nclass Main {\n"
    "  static public function main() {\n    var a:MyAbstract = 12;\n    var b:Array<Int> = a;\n"
    "    trace(b); // [12]\n  }\n}"
)
APP_TEMPLATE = (
    "apiVersion: app.sealos.io/v1\nkind: Template\nmetadata:\n  name: ${{ defaults.app_name }}\n"
    "spec:\n  title: 'Uptime Kuma'\n  inputs:\n    admin_password:\n      type: string\n"
    "      required: true\n---\napiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n"
    "  name: ${{ defaults.app_name }}\nspec:\n  replicas: 1\n  template:\n    spec:\n"
    "      containers:\n        - name: ${{ defaults.app_name }}\n"
    "          image: louislam/uptime-kuma:1.23.3\n          ports:\n            - containerPort: "
    "3001\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: ${{ defaults.app_name }}\nspec:\n"
    "  ports:\n    - port: 3001\n"
)
LOG_PAGE = (
    "# Managing log output\n\nThe agent streams each job's log to the server, where it is shown "
    "with its colours. Logs are kept for as long as the plan allows, then archived.\n\n"
    "## Redacted environment variables\n\nThe agent can redact the values of environment variables "
    "whose names match common patterns such as `*_PASSWORD`, `*_SECRET` and `*_TOKEN`. For "
    "example, if you have a variable `my_secret=\"topsecret\"` and run a command that prints "
    "`this is topsecret info`, the log shows `this is [REDACTED] info`.\n\nYou can append "
    "additional patterns or replace the default patterns entirely by setting redacted-vars on "
    "your agent. For example, if you wanted to redact the value of `FOO` in your log output and "
    "keep the existing default patterns, you would set:\n\n```bash\nBUILDKITE_REDACTED_VARS="
    "\"*_PASSWORD,*_SECRET,*_TOKEN,FOO\"\n```\n\n## Log archiving\n\nEnterprise plans can store "
    "archived job logs in their own bucket. See the archiving page for the bucket policy."
)
QUERY_PAGE = (
    "---\nid: initial-query-data\ntitle: Initial Query Data\n---\n\nThere are many ways to supply "
    "initial data for a query to the cache before you need it.\n\n## Using `initialData` to "
    "prepopulate a query\n\n```tsx\nconst result = useQuery({\n  queryKey: ['todos'],\n  queryFn: "
    "() => fetch('/todos'),\n  initialData: initialTodos,\n})\n```\n\n## Initial data from the "
    "cache\n\nIf the source query you're using to look up the initial data is old, you may not "
    "want to use the cached data at all and just fetch from the server. Based on the query's "
    "state, decide: replace the initial data, or keep it and refetch in the background.\n\n"
    "```tsx\nconst result = useQuery({\n  queryKey: ['todo', todoId],\n  initialData: () => "
    "queryClient.getQueryData(['todos'])?.find((d) => d.id === todoId),\n})\n```\n"
)
API_PAGE = (
    "---\ntitle: hexadecimal\ndescription: Creates a hexadecimal validation action.\nsource: "
    "/actions/hexadecimal/hexadecimal.ts\ncontributors:\n  - fabian-hiller\n---\n\n"
    "import { ApiList, Property } from '~/components';\n\n# hexadecimal\n\nCreates a hexadecimal "
    "validation action.\n\n```ts\nconst Action = v.hexadecimal<TInput, TMessage>(message);\n```\n\n"
    "## Examples\n\n### Hexadecimal schema\n\n```ts\nconst HexadecimalSchema = v.pipe(\n"
    "  v.string(),"
    "\n  v.hexadecimal('The hexadecimal is badly formatted.')\n);\n```\n\n## Related\n\n"
    "<ApiList items={['pipe', 'string']} />"
)
ONE_CLICK_APP = (
    "captainVersion: 4\nservices:\n  $$cap_appname:\n    image: ghost:$$cap_ghost_version\n"
    "    restart: always\n    environment:\n      url: http://$$cap_appname.$$cap_root_domain\n"
    "    volumes:\n      - $$cap_appname-content:/var/lib/ghost/content\n    caproverExtra:\n"
    "      containerHttpPort: '2368'\ncaproverOneClickApp:\n  variables:\n"
    "    - id: $$cap_ghost_version\n      defaultValue: '5.2'\n"
)
PKGBUILD = (
    "# Maintainer: Someone <someone@example.org>\n\n_realname=zstd\npkgbase=mingw-w64-${_realname}"
    "\npkgname=(\"${MINGW_PACKAGE_PREFIX}-${_realname}\")\npkgver=1.5.6\npkgrel=1\n"
    "arch=('any')\nlicense=('spdx:BSD-3-Clause')\nmakedepends=(\"${MINGW_PACKAGE_PREFIX}-cmake\")\n"
    "source=(\"https://github.com/facebook/zstd/releases/download/v${pkgver}/zstd-${pkgver}."
    "tar.gz\")\nsha256sums=('8c29e06cf42aacc1eafc4077ae2ec6c6fcb96a626157e0593d5e82a34fd403c1')\n\n"
    "build() {\n  cmake -S zstd-${pkgver}/build/cmake -B build\n  cmake --build build\n}\n\n"
    "package() {\n  DESTDIR=\"${pkgdir}\" cmake --install build\n}\n"
)
LINTER_SETTINGS = (
    "errorlint:\n  # Check whether fmt.Errorf uses the %w verb for formatting errors.\n"
    "  # Default: true\n  errorf: false\n  # Permit more than 1 %w verb.\n  # Default: true\n"
    "  errorf-multi: false\n  # Check for plain type assertions and type switches.\n"
    "  # Default: true\n  asserts: false\n  # Check for plain error comparisons.\n"
    "  # Default: true\n  comparison: false\n"
)
BULLETIN = ("La Regione Sicilia comunica che dei 77 nuovi casi positivi di oggi, 2 sono migranti "
            "ospiti presso l'hotspot di Lampedusa.")

SHADER = (
    '#include "../space/rgb2hsv.glsl"\n#include "../space/hsv2rgb.glsl"\n\n/*\ncontributors: '
    "Someone\ndescription: Color blend mode: the luminance of the base with the hue and "
    "saturation of the blend.\nuse: blendColor(<vec3> base, <vec3> blend)\n*/\n\n"
    "#ifndef FNC_BLENDCOLOR\n#define FNC_BLENDCOLOR\nvec3 blendColor(in vec3 base, in vec3 blend) "
    "{\n    vec3 blendHSV = rgb2hsv(blend);\n    return hsv2rgb(vec3(blendHSV.r, blendHSV.g, "
    "rgb2hsv(base).b));\n}\n\nvec3 blendColor(in vec3 base, in vec3 blend, in float opacity) {\n"
    "    return (blendColor(base, blend) * opacity + base * (1. - opacity));\n}\n#endif\n"
)
TR_POST = (
    "# Record Types\n\nC# 9.0 ile gelen record tipleri, değer tabanlı eşitlik sunar. DTO ve veri "
    "modelleri için idealdir.\n\n❌ **Kötü Kullanım:**\n\n```csharp\npublic class PersonDto\n{\n"
    "    public string Name { get; set; }\n    public int Age { get; set; }\n}\n```\n\n"
    "✅ **İdeal Kullanım:** Record tiplerini DTO'lar için kullanın.\n\n```csharp\n"
    "public record PersonDto(string Name, int Age);\n\nvar a = new PersonDto(\"Ali\", 30);\n"
    "var b = a with { Age = 31 };\nConsole.WriteLine(a == b); // False\n```\n"
)
CONTRACT = (
    "#![no_std]\nuse soroban_sdk::{contract, contractimpl, symbol_short, Env, Symbol};\n\n"
    "const COUNTER: Symbol = symbol_short!(\"COUNTER\");\n\n#[contract]\npub struct "
    "IncrementContract;\n\n#[contractimpl]\nimpl IncrementContract {\n    pub fn increment(env: "
    "Env) -> u32 {\n        let mut count: u32 = env.storage().instance().get(&COUNTER)"
    ".unwrap_or(0);\n        count += 1;\n        env.storage().instance().set(&COUNTER, &count);"
    "\n        count\n    }\n}\n"
)
DHCP_CONFIG = (
    '{\n  "Dhcp4": {\n    "interfaces-config": { "interfaces": [ "eth0" ] },\n'
    '    "lease-database": { "type": "memfile", "lfc-interval": 3600 },\n'
    '    "valid-lifetime": 4000,\n    "subnet4": [\n      {\n        "id": 1,\n'
    '        "subnet": "192.0.2.0/24",\n        "pools": [ { "pool": "192.0.2.1 - 192.0.2.200" } ]'
    ',\n        "option-data": [ { "name": "routers", "data": "192.0.2.1" } ]\n      }\n    ]\n'
    "  }\n}"
)
R_EXERCISE = (
    "- Class: cmd_question\n  Output: Print the resulting tbl, pack_sum, to the console to examine "
    "its contents.\n  CorrectAnswer: pack_sum\n  AnswerTests: any_of_exprs('pack_sum', "
    "'print(pack_sum)')\n  Hint: Type pack_sum to view its contents."
)
PACSCRIPT = (
    'pkgname="libressl"\npkgver="3.9.2"\npkgdesc="Free version of the TLS/crypto stack forked '
    'from OpenSSL"\nurl="https://www.libressl.org"\ndepends=("zlib1g")\nmaintainer=("Someone '
    '<someone@example.org>")\nsource=("https://ftp.openbsd.org/pub/OpenBSD/LibreSSL/libressl-'
    '${pkgver}.tar.gz")\nsha256sums=("7b031dac64a59eb6ee3304f7ffb75dad33ab8c9d279c847f92c89fb846'
    '068f97")\n\nbuild() {\n  cd "${pkgname}-${pkgver}"\n  ./configure --prefix=/usr\n'
    '  make -j"${NCPU}"\n}\n\npackage() {\n  cd "${pkgname}-${pkgver}"\n'
    '  make install DESTDIR="${pkgdir}"\n}\n'
)
TAXONOMY = (
    '{\n  "namespace": "carding",\n'
    '  "description": "Carding is the trafficking of credit cards.",\n'
    '  "version": 1,\n  "predicates": [\n    { "value": "cc", "expanded": "Credit card" },\n'
    '    { "value": "cvv", "expanded": "Card verification value" }\n  ],\n'
    '  "values": [\n    {\n      "predicate": "cc",\n      "entry": [\n'
    '        { "value": "visa", "expanded": "Visa" },\n        { "value": "mastercard", '
    '"expanded": "Mastercard" }\n      ]\n    }\n  ]\n}'
)

HSK_ENTRY = (
    '{\n  "simplified": "爱",\n  "radical": "爫",\n  "frequency": 130,\n  "pos": ["v", "vn"],\n'
    '  "forms": [\n    {\n      "traditional": "愛",\n      "transcriptions": {"pinyin": "ài", '
    '"numeric": "ai4"},\n      "meanings": ["to love; to be fond of; to like", "affection"]'
    '\n    }\n'
    "  ]\n}"
)
OVN_PAGE = (
    "# 默认 VPC NAT 策略规则\n\n## 用途\n\n在 Overlay 子网下，使用默认 VPC 的 Pod 访问外网时"
    "会做 SNAT。\n\n"
    "```yaml\napiVersion: kubeovn.io/v1\nkind: Subnet\nmetadata:\n  name: net1\nspec:\n"
    "  natOutgoing: true\n  natOutgoingPolicyRules:\n    - action: forward\n      match:\n"
    "        srcIPs: 10.0.11.0/30\n```\n\n如果出现多个 match 规则重叠，则按照数组顺序进行匹配，"
    "最先被匹配的 action "
    "会被执行。可以用 kubectl apply 创建上述资源。\n"
)
WART = (
    "### ArrayEquals\n\nUnlike other collections `==` on arrays and iterators checks reference "
    "equality:\n```scala\nList(1) == List(1) //true\nArray(1) == Array(1) //false, won't compile: "
    "== is disabled\n```"
)
LINKS_ENTRY = (
    "###### Build your own DNS Servers\n\n<p>\n&nbsp;&nbsp; <a href=\"https://calomel.org/"
    "unbound_dns.html\"><b>Unbound DNS Tutorial</b></a> - a validating, recursive, and caching DNS "
    "server.<br>\n&nbsp;&nbsp; <a href=\"https://www.ctrl.blog/entry/knot-dns-resolver-tutorial."
    "html\"><b>Knot Resolver on Fedora</b></a> - how to get faster and more private DNS.<br>\n"
    "&nbsp;&nbsp; <a href=\"https://zwischenzugs.com/2018/01/26/how-and-why-i-run-my-own-dns-servers/"
    "\"><b>DNS Servers</b></a> - how (and why) i run my own DNS Servers.<br>\n</p>"
)
API_COMMAND_PAGE = (
    "---\nlayout: api-command\nlanguage: Python\ncommand: run\n---\n\n# Command syntax #\n\n"
    "query.run(conn[, options]) &rarr; cursor\n\n# Description #\n\nRun a query on a connection, "
    "returning either a single JSON result or a cursor, depending on the query.\n\n__Example:__ "
    "Run a query on the connection `conn` and print each result.\n\n```py\nfor doc in "
    "r.table('marvel').run(conn):\n    print(doc)\n```\n\n__Example:__ Change the batching "
    "parameters for this query.\n\n```py\nr.table('marvel').run(conn, max_batch_rows=16, "
    "max_batch_bytes=2048)\n```\n"
)
LOCALE_FILE = (
    "```yaml\nen:\n  faker:\n    coffee:\n      country:\n        - Brazil\n        - Colombia"
    "\n        - Ethiopia\n      variety:\n        - Bourbon\n        - Typica\n        - Gesha\n"
    "      notes:\n        - bright\n        - chocolatey\n        - floral\n```"
)
ARTICLE_SQL = (
    "INSERT INTO articulos (numero_articulo, titulo, texto) VALUES\n(8, 'Título Preliminar', "
    "'1. Las Fuerzas Armadas, constituidas por el Ejército de Tierra, la Armada y el Ejército del "
    "Aire, tienen como misión garantizar la soberanía e independencia de España, defender su "
    "integridad territorial y el ordenamiento constitucional.\n\n2. Una ley orgánica regulará las "
    "bases de la organización militar conforme a los principios de la presente Constitución.');"
)
COUNTRY_SERIES = (
    "country\tcontinent\tyear\tlifeExp\tpop\tgdpPercap\nGhana\tAfrica\t1952\t43.149\t5581001\t"
    "911.2989\nGhana\tAfrica\t1972\t49.875\t9354120\t1178.2237\nGhana\tAfrica\t1992\t57.501\t"
    "16278738\t925.0602\nGhana\tAfrica\t2007\t60.022\t22873338\t1327.6089\n"
)
LUAU_SECTION = (
    "## Generic functions\n\nFunctions can be generic: they take type parameters in angle "
    "brackets, so one definition works for many types.\n\n```lua\nlocal function reverse<T>(a: "
    "{T}): {T}\n\tlocal result: {T} = {}\n\tfor i = #a, 1, -1 do\n\t\ttable.insert(result, a[i])\n"
    "\tend\n\treturn result\nend\n```\n\nThe type checker infers `T` from the argument."
)
JA_DOC = (
    "## 論理削除\n\n論理削除とは、データを実際には削除せず、削除フラグを立てることで"
    "削除済みとして扱う仕組みです。"
    "\n\n設定例:\n\n```yaml\nmybatis-plus:\n  global-config:\n    db-config:\n"
    "      logic-delete-field: deleted\n      logic-delete-value: 1\n```\n\n"
    "エンティティのフィールドに @TableLogic を付けることもできます。"
)
TRAIL = ("# Reference: https://example.org/android-craxrat\n\ncraxrat-c2.duckdns.org\n"
         "update-service.hopto.org\n185.215.113.66:8888\ncdn-sync.ddns.net\n")

CASES_336_343 = [
    (user("我在准备HSK考试。请用下面这个词各造3个简单的例句，每句附上拼音和英文翻译。\n\n"
          + HSK_ENTRY),
     "chat/open"),
    (user(OVN_PAGE + "\n---\n我们集群用的是 Kube-OVN。参考上面这篇文档，帮我写一份可以直接 "
          "kubectl apply 的 "
          "YAML 示例（namespace 用 prod-net，资源名自己起），只要 YAML，不用解释。"), "json/open"),
    (user("Here's a WartRemover rule:\n\n" + WART + "\n\nWrite a small Scala 2.13 program that "
          "triggers this wart, then a corrected version that passes."), "code/open"),
    (user("What is this and when would I actually use it? Explain briefly for a sysadmin.\n\n"
          + LINKS_ENTRY), "chat/open"),
    (user(API_COMMAND_PAGE + "\nWhen would I reach for this command instead of doing the same "
          "thing in application code? Any performance gotchas?", system="You are a database "
          "mentor. Answer in plain English; avoid code unless essential."), "chat/open"),
    (user("Here is one of our locale files:\n\n" + LOCALE_FILE + "\n\nSuggest about 10 new "
          "entries for each list in it that would fit. Just give me a bulleted list per key, I'll "
          "add them to the YAML myself.", system="You help maintain the Faker gem's English "
          "locale data."), "chat/open"),
    (user("No termino de entender este artículo de la Constitución, ¿qué significa en la "
          "práctica?\n\n" + ARTICLE_SQL, system="Eres profesor de Derecho Constitucional. "
          "Explicas con lenguaje claro y siempre das un ejemplo práctico."), "chat/open"),
    (user(PKGBUILD, system="You are a reviewer for a security-focused Arch Linux repository. "
          "Review submitted PKGBUILDs against the packaging guidelines. Reply with a short "
          "numbered list of concrete problems; do not rewrite the file."), "chat/open"),
    (user("What story does this data tell? 150 words max.\n\n" + COUNTRY_SERIES,
          system="You are a data analyst writing short commentary for a newsletter."),
     "chat/open"),
    (user("Here's a section of the Roblox Luau docs:\n\n" + LUAU_SECTION + "\n\nwrite me a luau "
          "script that uses what this explains. just the code pls"), "code/open"),
    (user("以下のドキュメントで説明されている機能を使う、Spring Boot 3 + MyBatis-Plus の"
          "最小サンプル（Entity, "
          "Mapper, Service と簡単なテスト）を書いてください。\n\n" + JA_DOC,
          system="あなたは Java / Spring Boot の開発者を支援するアシスタントです。回答は日本語で、"
          "コードは完全な形で"
          "示してください。"), "code/open"),
    (user("Here's a Maltrail trail list for `android_craxrat`. What kind of threat is this likely "
          "to be, and how would you triage an alert that hits one of these indicators?\n\n"
          + TRAIL, system="You are a SOC analyst assistant. Be practical and brief."),
     "chat/open"),
    # look-alikes that keep their labels
    (user("请把下面这段话翻译成英文。\n\n在一些边缘和 5G 的场景下，同节点内的 Pod 之间会进行"
          "大量的 TCP 通信，通过使用"
          "开源的加速方案，可以绕过内核协议栈，显著降低延迟并提升吞吐量，这对于延迟敏感的应用尤为重要。"),
     "chat/grounded"),
    (user("According to this table, what was Ghana's population in 2007? Quote the row.\n\n"
          + COUNTRY_SERIES), "chat/grounded"),
    (user(PKGBUILD + "\nAdd a check() function that runs the test suite and return the whole "
          "file."), "code/grounded"),
]

CPP_SOURCE = (
    "#include <cstdio>\n#include <cstring>\n#include <regex>\n\nextern \"C\" int main(int argc, "
    "char** argv) {\n  if (argc < 2) {\n    fprintf(stderr, \"Usage: %s <pattern> [file]\\n\", "
    "argv[0]);\n    return 1;\n  }\n  std::regex pattern{argv[1]};\n  FILE* fp = stdin;\n"
    "  char line[256];\n  while (fgets(line, sizeof(line), fp)) {\n    if (std::regex_search(line, "
    "pattern)) {\n      printf(\"%s\", line);\n    }\n  }\n  return 0;\n}\n"
)
VULN_ENTRY = (
    '```json\n{\n  "jquery-migrate": {\n    "vulnerabilities": [\n      {\n        "below": '
    '"1.2.2",\n        "severity": "medium",\n        "identifiers": {"summary": "Selector '
    'interpreted as HTML"}\n      },\n      {\n        "atOrAbove": "3.0.0",\n        "below": '
    '"3.4.0",\n        "severity": "low"\n      }\n    ]\n  }\n}\n```'
)
API_ZH = (
    "### merge()\n\n将多个集合合并为一个新的集合。后面的值会覆盖前面的值。"
    "参数可以是任意数量的集合，"
    "也可以是普通对象，普通对象会先被转换成集合再合并。返回的是一个新的集合，原来的集合保持不变。"
)
CHANGELOG = (
    "## 0.24.0 (2020-08-20)\n\n### Changes\n\n* Caching now uses files in a global directory "
    "instead of a local\n  `.luacheckcache` file. The default cache directory is\n"
    "  `~/Library/Caches/Luacheck` on macOS and `$XDG_CACHE_HOME/luacheck` on other systems.\n\n"
    "### Fixes\n\n* Fixes for using Luacheck with Lua 5.4:\n  - Parse 5.4 attributes in `local` "
    "declarations\n  - Luacheck itself can also run with Lua 5.4\n* Fixed `randomize` missing "
    "from the `busted` set of standard globals.\n\n### Miscellaneous\n\n* Upgraded Windows "
    "binary components: Lua 5.3.4 -> 5.3.5.\n"
)

CASES_344_351 = [
    (user("MikanOS の `apps/grep/grep.cpp` です。このコードが何をしているのか、"
          "初心者にもわかるように日本語で"
          "解説してください。\n\n```cpp\n" + CPP_SOURCE + "```"), "chat/open"),
    (user("Here's an entry from a vulnerability repository:\n\n" + VULN_ENTRY + "\n\nWrite a "
          "Python function `vulnerabilities_for(version: str) -> list[dict]` that returns the "
          "vulnerabilities that apply to a given version of this library, honouring `atOrAbove` "
          "and `below` in each range. Include a few asserts."), "code/open"),
    (user("根据下面 Immutable.js 中文文档里的这个 API 说明，用 Jest 写一组单元测试，"
          "覆盖正常用法和边界情况。\n\n"
          + API_ZH), "code/open"),
    (user("We're on the previous version. Is this release worth upgrading to, and what could break "
          "our CI?\n\n" + CHANGELOG, system="You advise a team that runs luacheck in CI on a large "
          "Lua codebase. Be brief and practical."), "chat/open"),
    (user("We run a Flask monolith. Our lead sent this page around:\n\n" + API_COMMAND_PAGE
          + "\nIs switching to this for our background jobs worth it for us, or should we stay on "
          "what we have?", system="You are a pragmatic Python backend consultant."), "chat/open"),
    # look-alikes that keep their labels
    (user("このコードのバグを直してください。\n\n```cpp\n" + CPP_SOURCE + "```"), "code/grounded"),
    (user("Rewrite this function so that it reads the file named in argv[2] when one is given.\n\n"
          "```cpp\n" + CPP_SOURCE + "```"), "code/grounded"),
    (user("Rewrite each of these sentences in plain English.\n\nThe aforementioned party shall "
          "henceforth be liable.\nNotwithstanding the foregoing, the lessee retains all rights "
          "hereunder."), "chat/grounded"),
]

def body_with_format(body: dict[str, Any]) -> dict[str, Any]:
    return {**body, "response_format": {"type": "json_object"}}


CASES_328_335 = [
    (user("Based on this help page, write a macro that automates the feature it describes.\n"
          + HELP_PAGE, system="You are an expert in Sakura Editor macros (JScript). Answer with "
          "one code block and at most two sentences."), "code/open"),
    (user("convert this caprover one-click app definition into a plain docker-compose.yml I can "
          "run with `docker compose up` on a normal host. replace the $$cap_ variables with their "
          "default values.\n\n" + ONE_CLICK_APP), "json/grounded"),
    (user("Here's a rule from an HTML template linter:\n" + LINT_RULE + "\nWrite a short "
          "Django/Jinja template snippet that would trigger this rule, then the corrected version "
          "that passes it."), "code/open"),
    (user("アクセシビリティー・ガイドラインの項目です。\n\n" + GUIDELINE
          + "\n\nこのガイドラインに違反している"
          "HTML（必要ならCSS/JSも）の例と、それを修正したコード例を書いてください。"), "code/open"),
    (user("Write tests for this one:\n\n" + JS_QUESTION,
          system="You are a senior JavaScript engineer. When the user shares an explanation of a "
          "JavaScript behaviour, write a Jest test file (`*.test.js`) whose tests pin down that "
          "behaviour. Use describe/it blocks and explain each assertion in a short comment."),
     "code/open"),
    (user(HAXE_SAMPLE, system="You are a patient Haxe tutor. The student pastes a sample from the "
          "Haxe Manual. Explain which language feature it demonstrates, walk through it, and say "
          "what it prints or why it fails to compile, if it does."), "chat/open"),
    (user("We want to deploy this. What resources does the template create, and which inputs do "
          "we have to fill in ourselves?\n\n" + APP_TEMPLATE,
          system="You are a Kubernetes platform engineer. Keep answers brief."), "chat/open"),
    (user("Can you write me a pipeline.yml for a Node.js monorepo (lint, test, build, deploy to "
          "staging on main) that makes use of what this docs page describes? Only the YAML "
          "please.\n" + LOG_PAGE), "json/open"),
    (user("Using what this doc page describes, write a small example component for a todo "
          "app.\n\n" + QUERY_PAGE, system="You are a senior React + TypeScript developer. Output "
          "code only."), "code/open"),
    (user("Show me a realistic signup-form schema that uses this, with a one-line comment per "
          "field.\n\n" + API_PAGE, system="You help developers with TypeScript validation using "
          "Valibot."), "code/open"),
    (user(BULLETIN, system="Translate Italian public-health bulletins into clear English. Keep "
          "numbers and region names exactly as given. Output only the translation."),
     "chat/grounded"),
    (user("Can you convert this MSYS2 PKGBUILD into a conda-forge `meta.yaml` recipe? Keep the "
          "same version, source URL and checksum.\n\n" + PKGBUILD), "json/grounded"),
    (user("Please review:\n\n" + PKGBUILD, system="You review pull requests to a package "
          "repository. Point out packaging problems (missing dependencies, build flags, license "
          "field, checksums) as a short bulleted list. Do not rewrite the PKGBUILD."),
     "chat/open"),
    (user("Here are the options for one linter from the reference config. Which of these would you "
          "actually turn on or change for us, and why?\n\n" + LINTER_SETTINGS,
          system="You are a senior Go engineer advising a team. Give practical recommendations."),
     "chat/open"),
    (user("YAML -> TOML for golangci-lint config:\n\n" + LINTER_SETTINGS), "code/grounded"),
    (user("```yaml\n" + LINTER_SETTINGS + "```\nSame thing in TOML please, we use .golangci.toml."),
     "code/grounded"),
    (user("Bu makaleyi İngilizceye çevirir misin? Kod bloklarına dokunma, sadece metni çevir.\n\n"
          + TR_POST), "chat/grounded"),
    (user(TR_POST + "\n---\nPlease give me an English version of the post above (same headings, "
          "same code)."), "chat/grounded"),
    (user(TR_POST + "\nWrite xUnit tests covering the behaviour shown in the code samples above "
          "(happy path + edge cases).", system="Sen deneyimli bir C#/.NET geliştiricisisin. "
          "Testleri xUnit ile yazarsın."), "code/open"),
    (user("Can you explain what this Soroban (Stellar) Rust contract code does, function by "
          "function? I'm new to Soroban.\n\n```rust\n" + CONTRACT + "```"), "chat/open"),
    (user("What does this example configuration set up, and what would you change before using "
          "something like it in production?\n\n" + DHCP_CONFIG, system="You are a senior network "
          "engineer reviewing DHCP configurations. Be concise and practical."), "chat/open"),
    (user(R_EXERCISE + "\n\nI'm teaching an intro R class. Make up two more questions like this "
          "one and explain the answers."), "chat/open"),
    (user("pacscript -> json pls\n\n" + PACSCRIPT), "json/grounded"),
    (user("Can you turn the variables of this build script into YAML so I can feed it to our "
          "inventory tool?\n\n" + PACSCRIPT), "json/grounded"),
    (user(PACSCRIPT + "\nGive me the metadata of the pacscript above as a JSON object (one key per "
          "variable, arrays for arrays). JSON only."), "json/grounded"),
    (user("review:\n\n" + PACSCRIPT, system="You are a maintainer of a package repository. Review "
          "submissions and point out problems briefly."), "chat/open"),
    (user("Is this pacscript following good practice? List issues in order of importance.\n\n"
          + PACSCRIPT), "chat/open"),
    (user("Explain what this taxonomy is for and give two realistic events where we'd apply its "
          "tags.\n\n" + TAXONOMY, system="You advise SOC teams on tagging and classification "
          "policy."), "chat/open"),
    (user("to csv\n\n" + TAXONOMY), "json/grounded"),
    (user("I need this taxonomy as a flat CSV for a spreadsheet: one line per tag plus its "
          "expanded "
          "text.\n\n" + TAXONOMY), "json/grounded"),
    (user(SHADER + "\nFrom the shader above, give me a JSON array describing each function "
          "signature (name, return type, params) plus the include dependencies."), "json/grounded"),
    (user("Traduis en anglais les champs `titre` et `description` de cette règle publicodes, sans "
          "toucher aux noms de règles ni aux formules. Renvoie uniquement le YAML complet.\n\n"
          "```yaml\ncontrat salarié . prime d'activité:\n  titre: Prime d'activité\n  description: "
          "|\n    Aide versée aux travailleurs aux revenus modestes.\n  formule: revenu * 0.61\n"
          "```"), "json/grounded"),
    (user("## Display the server configuration\n\nTo display the current server configuration, "
          "enter the following command:\n\n    incus config show\n\nIn a cluster setup, to show "
          "the local configuration for a specific cluster member, add the `--target` flag.\n\n"
          "turn this into a shell script I can run on a fresh host pls"), "code/open"),
    (user("下面是我准备Java面试时整理的一段笔记。假如面试官在这个问题上继续追问，可能会问哪些问题？请列出3个追问，"
          "并分别给出回答要点。\n\n## 先删除缓存，后更新数据库\n\n该方案也会出问题。\n\n```java\n"
          "redis.delKey(key);\ndb.updateData(data);\nThread.sleep(500);\nredis.delKey(key);\n```"),
     "chat/open"),
    (user("19. ### What is the difference between let and var\n\n| var | let |\n| --- | --- |\n"
          "| function scoped | block scoped |\n\n```javascript\nfunction userDetails(username) {\n"
          "  if (username) {\n    console.log(salary); // undefined\n    console.log(age); // "
          "ReferenceError\n    let age = 30;\n    var salary = 10000;\n  }\n}\n```",
          system="You are a technical editor for an interview-prep flashcard app. Condense the "
          "given question and answer to a flashcard: the question on one line, then an answer of "
          "at most 80 words in the author's own wording. Keep at most one short code snippet."),
     "chat/grounded"),
    (body_with_format(user("1Cor 13:4\tἩ ἀγάπη μακροθυμεῖ, χρηστεύεται ἡ ἀγάπη, οὐ ζηλοῖ, οὐ "
                           "περπερεύεται, οὐ φυσιοῦται,", system="You are a Koine Greek tutor. "
                           "Parse the verse the user gives. Respond with a JSON object "
                           '{"reference": ..., "words": [{"form", "lemma", "pos", "morphology", '
                           '"gloss"}]}.')), "json/open"),
    # look-alikes that keep their labels
    (body_with_format(user("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                           "Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91",
                           system="Parse the User-Agent string the user gives. Respond with a JSON "
                           'object {"browser", "version", "os", "engine"}.')), "json/grounded"),
    (user("```javascript\nfunction userDetails(username) {\n  if (username) {\n    var salary = "
          "10000;\n    console.log(salary);\n  }\n}\n```",
          system="You are a copy editor for code samples. Rewrite the snippet with let and const. "
          "Return only the code."), "code/grounded"),
    (user("## Delete an image\n\nTo delete a local copy of an image, enter the following command:"
          "\n\n    incus image delete <image_id>\n\nDeleting an image won't affect running "
          "instances that use it, but it removes the image locally.\n\nWhat happens to running "
          "instances?"), "chat/grounded"),
    (user("# Summarize this article\n\nThe city council voted on Tuesday to expand the bike lane "
          "network by forty kilometres over the next three years. Supporters said the plan would "
          "cut traffic and pollution, while opponents argued that the money should go to road "
          "repairs first. The vote passed seven to four after a long debate."), "chat/grounded"),
    (user("Traduis en anglais cette page, sans toucher au code.\n\n# Installation\n\nInstallez le "
          "paquet avec npm puis importez-le.\n\n```js\nimport { a } from 'pkg'\nconsole.log(a)\n"
          "```\n\nLa fonction `a` renvoie toujours une chaîne vide si la configuration manque."),
     "chat/grounded"),
    (user(SHADER + "\nUsing the functions above, write a fragment shader that blends two "
          "textures."), "code/open"),
    (user("Fix the build() of this script so that it also runs the test suite.\n\n" + PACSCRIPT),
     "code/grounded"),
    (user("What does this configuration do?\n\n" + DHCP_CONFIG), "chat/open"),
    (user("Write a Python script that reads a pacscript and prints its pkgname and pkgver."),
     "code/open"),
    (user("Translate this into English, please.\n\n" + TR_POST.split("```")[0]), "chat/grounded"),
    (user("Fix the grammar of this text and return it.\n\nhe go to school yesterday and forget "
          "his bag on the bus, so his mother were angry with him all evening long.",
          system="You are a copy editor for a school newspaper."), "chat/grounded"),
    (user("Here's my template:\n\n```html\n{% extends 'base.html' %}\n{% block content %}\n"
          "<img src=\"{{ logo }}\" alt=\"logo\">\n<h1>{{name}}</h1>\n<ul>\n"
          "{% for item in items %}\n"
          "  <li>{{item.title}}</li>\n{% endfor %}\n</ul>\n{% endblock %}\n```\n\n"
          "Return the corrected version that passes the linter."), "code/grounded"),
    (user("次のコードのバグを修正したコードを書いてください。\n\n```python\ndef mean(xs):\n"
          "    return sum(xs) / len(xs) + 1\n\nprint(mean([1, 2, 3]))\n```"), "code/grounded"),
    (user("Write a one-sentence summary for this docs page:\n\n" + LOG_PAGE), "chat/grounded"),
    (user(f"Summarize this page in three bullets.\n\n{QUERY_PAGE}"), "chat/grounded"),
    (user("What is the capital of Italy?", system="You are a helpful assistant who speaks Italian "
          "and English."), "chat/open"),
    (user("Convert this YAML config to TOML.\n\n" + LINTER_SETTINGS), "code/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_328_335 + CASES_336_343 + CASES_344_351)
def test_what_rounds_from_328_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
