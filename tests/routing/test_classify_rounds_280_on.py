"""The classifier on what held-out rounds from 280 on found: each case beside look-alikes that
must keep their label.

Rounds 280-287, scored on arrival at `93f9afc`, then read: "这个操作符到底是干什么的？…请结合一个
实际业务场景说明" (what does this operator do? explain it with a real case) asks for an
explanation; a system prompt "reviewing code" that wants "a bulleted list of bugs", or one that
reviews "the Terraform the user pastes for security, cost and maintainability problems", asks
for prose; "Which refinement fails and why? Explain it step by step." explains a failure, where
nothing is asked fixed; "A notícia abaixo é falsa ou verdadeira?" names its own choices, as
"… fake or true?" does; "Mi fai un'analisi di questo canto?" asks for an analysis, in new words;
"只输出一个 YAML 文件" (output one YAML file) asks for YAML; "Answer as a short bullet list" over a
JSON record asks for prose; "Traduce al español la documentación que te pase el usuario"
announces the user's text, as "el texto del usuario" does; a system prompt's "Você extrai
informações de notícias" extracts from the user's text as "You extract information from news
articles" does, where "You annotate Korean online comments for emotion" tags each with a class;
"Write a small snippet that this rule would flag, and then the fixed version of the same code"
fixes the answer's own code; "Write a 150-word entry about this languoid" over its INI record
asks for prose.

Rounds 288-295, scored on arrival at `04bd25b`, then read: a text that opens with a shebang is a
script, whatever its lines look like, so "turn this SlackBuild into a PKGBUILD" ports code; "能再
出三道相关的练习题考考我吗" (three practice questions) writes questions; a system prompt
"reviewing SlackBuild submissions" that wants "a short bulleted review", or one that says "list
the problems a static checker would report", asks for a review in prose; "これJSONにして" and
"JSONに変換してください" ask for JSON; "What is this test program checking, and what do `let`
… mean here?" asks for an explanation; a system prompt's closing "Code only." asks for code;
an Org source block ("#+BEGIN_SRC elisp") is code, which a system prompt's "Port Emacs Lisp
snippets to Python 3" ports; "transpose this tune up a whole tone" edits the score; "Rewrite
the above FreeBASIC example in C, please." and "implement it in C (C99, POSIX)" name the language
C (as "in C major" does not); "Réponds uniquement avec du code Python 3" and "un petit client
Python" ask for Python; "write the nginx config that gives the same behaviour" asks for a config
in a language of its own, code; a question answered from the material ("Answer only from the
text, quoting it", "answer from the data only - what does it sell for?" over a JSON record) is
answered in prose, whatever the material's form, where nothing is asked made or structured.

Rounds 296-303, scored on arrival at `de210ab`, then read: a German system prompt's "Du
extrahierst Informationen aus Administrationsanleitungen" extracts from the user's page, and
"zusammenfassen" sums it up; "Convert this Unraid template to a docker-compose.yml" asks for
YAML by the file's name; "what's the docker run equivalent of this?" converts the template;
"Write three short social media posts that would use it" over an emoji's record writes new text;
"Keep the code and the markdown structure as they are" and "代码不用改" leave a translated page's
code alone (prose); "Please review this chocolateyInstall.ps1 … No need to rewrite it" asks for
a review; a system prompt's "Take every value from the README you are given" and "Use wording
from the section" copy the user's text into the answer.

Rounds 304-311, scored on arrival at `7341855`, then read: a system prompt's "Reply with the
complete modified script only" gives the user's script back; a YAML record's "keywords:" over
its list is a field, no ask; "point out anything unclear, outdated or inconsistent" and
"Pode revisar meu código … Não precisa reescrever" ask for a review; "O que esse programa faz?"
asks for an explanation; "what kind of bug is it meant to catch or fix?", "why would it fail?"
and "could it produce a wrong rewrite?" ask about what the code does, no bug to fix; "how do
Update, Draw and Layout work together here?" names functions, no ask to update, as "this
Coccinelle semantic patch" names a thing, no ask to patch; "En
t'inspirant de ce passage" takes the page as inspiration; "Reescreve esta estrofe" rewrites it.

Rounds 312-319, scored on arrival at `6f7f6ce`, then read: "なでしこ3のプログラムをPythonに移植して
ください" ports the fenced script under it (a shebang opening a fence marks code); a system
prompt "sin reescribir todo el código" asks for prose; "Return the complete lens file with
explanatory comments added" gives the user's file back; a system prompt that answers "questions
about Leiningen strictly from the documentation excerpt" answers in prose; "What does this
jsonnet customization change compared to the defaults?" asks what the code does.

Rounds 320-327, scored on arrival at `f6d7b77`, then read: "the output format should be as
follows" inside a docs page is no contest problem's heading; "Write me a complete config.yml"
asks for YAML; a system prompt's "Return the corrected configuration" gives the user's config
back; "What does this TikZ figure draw?" asks for a description; "Write a short personal
follow-up message" over a YAML form asks for prose; "a Rust main.rs" asks for Rust (a source file
named after its language).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

RX_OPERATOR = (
    "```ts\nimport { Operator } from '../Operator';\nimport { Subscriber } from '../Subscriber';\n"
    "import { Observable } from '../Observable';\n\n/**\n * 缓冲源 Observable 的值直到缓冲数量"
    "到达设定的 `bufferSize`.\n */\nexport function bufferCount<T>(this: Observable<T>, "
    "bufferSize: number, startBufferEvery: number = null): Observable<T[]> {\n"
    "  return this.lift(new BufferCountOperator<T>(bufferSize, startBufferEvery));\n}\n\n"
    "class BufferCountOperator<T> implements Operator<T, T[]> {\n"
    "  constructor(private bufferSize: number, private startBufferEvery: number) {\n  }\n\n"
    "  call(subscriber: Subscriber<T[]>, source: any): any {\n"
    "    return source.subscribe(new BufferCountSubscriber(subscriber, this.bufferSize, "
    "this.startBufferEvery));\n  }\n}\n```"
)
FREGE = (
    "module examples.Sieve where\n\nimport frege.Prelude hiding (sieve)\n\n"
    "primes :: [Int]\nprimes = sieve [2..]\n  where\n    sieve (p:xs) = p : sieve [ x | x <- xs, "
    "x `mod` p != 0 ]\n    sieve [] = []\n\nmain :: [String] -> IO ()\nmain args = do\n"
    "    let n = if null args then 20 else atoi (head args)\n"
    "    println (take n primes)\n    println (sum (takeWhile (< 1000) primes))\n"
)
TF_VERSIONS = (
    "```hcl\nterraform {\n  required_version = \">= 1.0\"\n\n  required_providers {\n"
    "    aws = {\n      source  = \"hashicorp/aws\"\n      version = \">= 6.28\"\n    }\n  }\n}\n"
    "\nresource \"aws_vpc\" \"this\" {\n  cidr_block           = var.cidr\n"
    "  enable_dns_hostnames = true\n  tags                 = var.tags\n}\n```"
)
LIQUID = (
    "```haskell\n{-@ LIQUID \"--expect-any-error\" @-}\nmodule AbsApp where\n\n"
    "{-@ id2 :: forall <p :: Int -> Bool>. Int<p> -> Int<p> @-}\nid2 :: Int -> Int\nid2 x = x\n\n"
    "{-@ type Neg = Int<{\\x -> x < 0}> @-}\n\n{-@ three :: Neg @-}\nthree = id2 3\n```"
)
NEWS_PT = (
    "\"\"\"\nKátia Abreu diz que vai colocar sua expulsão em uma moldura, mas não para de "
    "reclamar.\n\n"
    "A senadora Kátia Abreu (sem partido-TO) disse que sua expulsão do PMDB foi resultado de uma "
    "ação da cúpula atual da legenda que, segundo ela, oferece cargos em troca de apoio. Em "
    "entrevista, a senadora afirmou que não pretende se filiar a outro partido antes das "
    "eleições e que continuará votando de acordo com suas convicções. Em tempo: até o momento o "
    "PT não cadastrou Kátia Abreu em suas fileiras.\n\"\"\""
)
CANTO = (
    "Inferno - Canto IV\n\nRuppemi l’alto sonno ne la testa\nun greve truono, sì ch’io mi "
    "riscossi\ncome persona ch’è per forza desta;\n\ne l’occhio riposato intorno mossi,\ndritto "
    "levato, e fiso riguardai\nper conoscer lo loco dov’io fossi.\n\nVero è che ’n su la proda mi "
    "trovai\nde la valle d’abisso dolorosa\nche ’ntrono accoglie d’infiniti guai.\n\nOscura e "
    "profonda era e nebulosa\ntanto che, per ficcar lo viso a fondo,\nio non vi discernea alcuna "
    "cosa.\n\n«Or discendiam qua giù nel cieco mondo»,\ncominciò il poeta tutto smorto.\n«Io sarò "
    "primo, e tu sarai secondo»."
)
MONITOR_DOC_ZH = (
    "---\nid: alarm_silence\ntitle: 告警静默\n---\n\n> 告警静默管理用于您在系统维护期间或夜晚"
    "周末不想受到告警打扰时，可以配置系统静默策略，设置指定时间段内屏蔽告警通知。\n\n## 一次"
    "性时间段静默配置\n\n- 策略名称：唯一标识静默策略的名称；\n- 应用所有：是否对所有告警启用"
    "该静默策略；\n- 匹配标签：应用所有关闭时，可根据匹配标签匹配需要静默的告警；\n- 静默时段"
    "：设置静默的起止时间；\n- 启用状态：启用或禁用该静默策略。"
)
BOARD = (
    '{\n  "build": {\n    "core": "esp32",\n    "f_cpu": "240000000L",\n    "f_flash": "80000000L",'
    '\n    "mcu": "esp32s3",\n    "variant": "adafruit_feather_esp32s3_tft"\n  },\n  '
    '"connectivity": [\n    "bluetooth",\n    "wifi"\n  ],\n  "frameworks": [\n    "arduino",\n'
    '    "espidf"\n  ],\n  "name": "Adafruit Feather ESP32-S3 TFT",\n  "upload": {\n    '
    '"flash_size": "4MB",\n    "maximum_ram_size": 327680,\n    "maximum_size": 4194304\n  },\n'
    '  "url": "https://www.adafruit.com/product/5483",\n  "vendor": "Adafruit"\n}'
)
ISORT_OPTION = (
    "## Extend Skip\n\nExtends --skip to add additional files that isort should skip over. If you "
    "want to skip multiple files you should specify twice: --skip file1 --skip file2. Values can "
    "be file names, directory names or file paths. To skip all files in a nested path, use "
    "[`--skip-glob`](#skip-glob).\n\n**Type:** List of Strings  \n**Default:** `frozenset()`  \n"
    "**Python & Config File Name:** extend_skip  \n**CLI Flags:**\n\n- --extend-skip\n\n"
    "**Examples:**\n\n### Example `.isort.cfg`\n\n```\n[settings]\nextend_skip=.md,.json\n```"
)
NJSSCAN_RULE = (
    "- id: handlebar_mustache_template\n  message: The Handlebar.js/Mustache.js template has an "
    "unescaped variable. Untrusted\n    user input passed to this variable results in Cross Site "
    "Scripting (XSS).\n  type: Regex\n  pattern: '{{{(?!.*body).+}}}|{{[ ]*&[\\w]+}}'\n"
    "  severity: ERROR\n  input_case: exact\n  metadata:\n    cwe: cwe-79\n    owasp-web: a1"
)
LANGUOID = (
    "# -*- coding: utf-8 -*-\n[core]\nname = Dhofari Arabic\nhid = adf\nlevel = language\n"
    "iso639-3 = adf\nlatitude = 17.0796\nlongitude = 54.4894\nmacroareas = \n\tEurasia\n"
    "countries = \n\tOM\nlinks = \n\thttps://endangeredlanguages.com/lang/adf\n\n[sources]\n"
    "glottolog = \n\t**hh:hvld:FischerJastrow:Arabischen**\n\n[endangerment]\n"
    "status = not endangered\nsource = E29\ncomment = Arabic, Dhofari (adf-adf) = 6a* (Vigorous)."
)
SLACKBUILD = (
    "#!/bin/bash\n\n# Slackware build script for 2ping\n\n# Written by B. Watson\n\n"
    "cd $(dirname $0) ; CWD=$(pwd)\n\nPRGNAM=2ping\nVERSION=${VERSION:-4.6.1}\nBUILD=${BUILD:-1}\n"
    "TAG=${TAG:-_SBo}\nPKGTYPE=${PKGTYPE:-tgz}\n\nset -e\n\nrm -rf $PKG\n"
    "mkdir -p $TMP $PKG $OUTPUT\ncd $TMP\n"
    "rm -rf $PRGNAM-$VERSION\ntar xvf $CWD/$PRGNAM-$VERSION.tar.gz\ncd $PRGNAM-$VERSION\n"
    "chown -R root:root .\n\npython3 setup.py install --root=$PKG\n\nmkdir -p $PKG/install\n"
    "cat $CWD/slack-desc > $PKG/install/slack-desc\n\ncd $PKG\n/sbin/makepkg -l y -c n "
    "$OUTPUT/$PRGNAM-$VERSION-$ARCH-$BUILD$TAG.$PKGTYPE"
)
CHAINED_ZH = (
    "# 1.6 简洁而优雅的链式比较\n\n先给你看一个示例：\n\n```python\n>>> False == False == True\n"
    "False\n```\n\n你知道这个表达式为什么会返回 False 吗？\n\n它的运行原理与下面这个类似：\n\n"
    "```python\nif 80 < score <= 90:\n    print(\"成绩良好\")\n```\n\n这个用法叫做链式比较。"
)
CRONJOB = (
    "```yaml\napiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: hello\nspec:\n  schedule: "
    "\"* * * * *\"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          "
    "containers:\n          - name: hello\n            image: busybox:1.28\n            "
    "imagePullPolicy: IfNotPresent\n            command:\n            - /bin/sh\n            - -c"
    "\n            - date; echo Hello from the Kubernetes cluster\n          restartPolicy: "
    "OnFailure\n```"
)
HYLO = (
    "```hylo\n//- compileAndRun expecting: .success\n\npublic fun main() {\n  var x = 42\n"
    "  inout y = &x\n  &y += 1\n  let z = x.copy()\n  precondition(z == 43)\n  sink let w = z\n"
    "  set x = w\n}\n```"
)
KB_EVENT = (
    "---\ntitle: TRACEE-CONTAINER-REMOVE\nsection: 1\nheader: Tracee Event Manual\n---\n\n"
    "## NAME\n\n**container_remove** - a container is terminated\n\n## DESCRIPTION\n\nTriggered "
    "when an existing container is terminated. This derived event is built from cgroup_rmdir and "
    "gives the container's id and runtime.\n\n## EVENT SETS\n\n**containers**\n\n## DATA FIELDS"
    "\n\n**runtime** (*string*)\n: The container runtime\n\n**container_id** (*string*)\n: The "
    "container's id\n\n## RELATED EVENTS\n\n- **container_create**: Container creation events"
)
ORG_DEMO = "* -copy\n\n#+BEGIN_SRC elisp\n(-copy '(1 2 3))\n#+END_SRC\n\n#+RESULTS:\n: (1 2 3)"
TUNE = (
    "\\version \"2.20.0\"\n\\language \"english\"\n\n\\score {\n  \\header {\n    title = "
    "\"Bobbing Joe\"\n    arranger = \"John Playford\"\n  }\n  \\relative c'' {\n    \\key g "
    "\\major\n    \\time 6/8\n    d4 g8 g4 a8 | b4 a8 g4 d8 | e4 c8 d4 b8 | c4 a8 d4 c8 |\n"
    "    b4 g8 g4 a8 | b4 c8 d4 e8 | d4 b8 a4 g8 | g2. \\bar \"|.\"\n  }\n  \\layout { }\n}"
)
FB_CONTINUE = (
    "'' examples/manual/control/continue.bas\n''\n'' Example extracted from the FreeBASIC Manual\n"
    "'' --------\n\nDim As Integer n\n\nPrint \"Here are odd numbers between 0 and 10!\"\nPrint\n"
    "For n = 0 To 10\n\n  If ( n Mod 2 ) = 0 Then\n\tContinue For\n  End If\n\n  Print n\n\nNext n"
)
API_PAGE_FR = (
    "---\ntitle: API Accès à l'emploi\ntagline: Accédez aux taux d’accès à l’emploi par métier "
    "recherché et par territoire\nproducer: france-travail\ncategory: Public\nis_open: 0\n---\n\n"
    "L'API permet de connaître, pour un métier et un territoire donnés, le taux d'accès à l'emploi "
    "des demandeurs d'emploi sortis de formation. Elle s'appuie sur le Répertoire Opérationnel des "
    "Métiers et des Emplois (ROME) :\n\n- Catégories de demandeurs d'emploi,\n- Territoires\n- "
    "Périodes\n- Activités"
)
ACCESSLOG = (
    "#######################################################################\n##\n"
    "## https://wiki.lighttpd.net/mod_accesslog\n##\nserver.modules += ( \"mod_accesslog\" )\n\n"
    "##\n## Default access log.\n##\naccesslog.filename          = log_root + \"/access.log\"\n\n"
    "##\n## The default format produces CLF compatible output.\n##\n#accesslog.format = \"%h %V %u "
    "%t \\\"%r\\\" %>s %b\"\n\n##\n## Log to syslog instead\n##\n#accesslog.use-syslog = \"enable\""
)
SPEC_MAPREDUCE = (
    "## Background\n\nTo understand how to make progress on any project that involves "
    "concurrency, you should understand the basics of thread creation, mutual exclusion (with "
    "locks), and signaling/waiting (with condition variables).\n\n## General Idea\n\nYou will "
    "build a simplified MapReduce library: the user supplies Map() and Reduce() functions, and "
    "your library runs Map() over the input files with several threads, partitions the emitted "
    "key/value pairs, sorts each partition, and calls Reduce() on each key in order."
)
CRITTER = (
    '{\n  "sourceSheet": "Fish",\n  "num": 52,\n  "name": "Napoleonfish",\n  '
    '"sellPrice": 10000,\n  "shadow": "Largest (6)",\n  "hemispheres": {\n    "north": {\n'
    '      "time": ["4 AM - 9 PM"],\n      "months": ["Jul - Aug"]\n    },\n    "south": {\n'
    '      "time": ["4 AM - 9 PM"],\n      "months": ["Jan - Feb"]\n    }\n  },\n'
    '  "whereHow": "Sea",\n  "catchDifficulty": "Very Hard",\n  "description": ["Napoleonfish '
    'are known for the distinctive bulge on their foreheads, which grows larger as they age. They '
    'can reach well over six feet in length, and are quite the sight in the reef."],\n'
    '  "colors": ["Aqua", "Black"]\n}'
)
TOKENS_PAGE = (
    "## Basic Example\n\nThis example code is bare-bones to show you what this framework can do."
    "\n\n```json\n{\n  \"source\": [\"tokens/**/*.json\"],\n  \"platforms\": {\n    \"scss\": {\n"
    "      \"transformGroup\": \"scss\",\n      \"buildPath\": \"build/scss/\",\n      \"files\": "
    "[{\n        \"destination\": \"_variables.scss\",\n        \"format\": \"scss/variables\"\n"
    "      }]\n    }\n  }\n}\n```\n\nRun the build:\n\n```bash\nnpx style-dictionary build\n```"
)
MAILCOW_PAGE_DE = (
    "Hier die Seite:\n\n## Sicherung\n\n=== \"docker compose (Plugin)\"\n\n    ``` bash\n"
    "    cd /pfad/zu/mailcow-dockerized\n    source mailcow.conf\n"
    "    DATE=$(date +\"%Y%m%d_%H%M%S\")\n    docker compose exec -T mysql-mailcow mysqldump "
    "--default-character-set=utf8mb4 "
    "-u${DBUSER} -p${DBPASS} ${DBNAME} > backup_${DBNAME}_${DATE}.sql\n    ```\n\n## "
    "Wiederherstellung\n\nSpielen Sie die Sicherung mit dem folgenden Befehl wieder ein, um "
    "Encoding-Fehler zu vermeiden.\n\n``` bash\ncd /pfad/zu/mailcow-dockerized\n"
    "source mailcow.conf\ndocker exec -i $(docker compose ps -q mysql-mailcow) mysql "
    "-u${DBUSER} -p${DBPASS} ${DBNAME} < backup_file.sql\n```"
)
UNRAID_XML = (
    '<?xml version="1.0"?>\n<Container version="2">\n  <Name>Agate</Name>\n  <Repository>'
    "ghcr.io/mbrubeck/agate:latest</Repository>\n  <Network>bridge</Network>\n  <WebUI/>\n  "
    '<Config Name="Gemini port" Target="1965" Default="1965" Mode="tcp" Type="Port" '
    'Display="always" Required="true">1965</Config>\n  <Config Name="Content" Target="/gmi" '
    'Default="/mnt/user/appdata/agate/content" Mode="rw" Type="Path" Display="always" '
    'Required="true">/mnt/user/appdata/agate/content</Config>\n  <Config Name="Hostname" '
    'Target="HOSTNAME" Default="example.com" Type="Variable" Display="always" Required="true">'
    "example.com</Config>\n</Container>"
)
EMOJI = (
    '{\n  "😀": {\n    "name": "grinning face",\n    "slug": "grinning_face",\n    "group": '
    '"Smileys & Emotion",\n    "emoji_version": "1.0",\n    "unicode_version": "1.0",\n    '
    '"skin_tone_support": false\n  }\n}'
)
SOLUTION_ZH = (
    "#### 题目描述\n\n给定一个整数数组 nums 和一个目标值 target，"
    "请你在该数组中找出和为目标值的那两个整数，并返回他们的数组下标。"
    "\n\n#### 解题思路\n\n我们可以用哈希表记录每个数出现的位置，"
    "遍历时检查目标值与当前值的差是否已经出现过。"
    "\n\n```go\nfunc twoSum(nums []int, target int) []int {\n"
    "    m := map[int]int{}\n    for i, num := range nums {\n        if v, ok := m[target-num]; ok "
    "{\n            return []int{v, i}\n        }\n        m[num] = i\n    }\n    return []int{}\n}"
    "\n```\n\n时间复杂度 O(n)，空间复杂度 O(n)。"
)
CHOCO = (
    "```powershell\n$ErrorActionPreference = 'Stop'\n\n$packageArgs = @{\n  packageName    = "
    "$env:ChocolateyPackageName\n  fileType       = 'exe'\n  url            = "
    "'https://example.com/setup.exe'\n  checksum       = '0F2E4B6A'\n  checksumType   = 'sha256'\n"
    "  silentArgs     = '/S'\n  validExitCodes = @(0)\n}\n\nInstall-ChocolateyPackage @packageArgs"
    "\n```"
)
ROUTEROS = (
    "#!rsc by RouterOS\n# RouterOS script: accesslist-duplicates\n# requires RouterOS, "
    "version=7.21\n#\n# print duplicate entries in wireless access list\n\n:local ExitOK false;"
    "\n:do {\n  :local Seen ({});\n  :foreach AccList in=[ /interface/wifi/access-list/find ] do={"
    "\n    :local Mac [ /interface/wifi/access-list/get $AccList mac-address ];\n    :if (($Seen->"
    "$Mac) = 1) do={\n      /interface/wifi/access-list/remove $AccList;\n    }\n    :set ($Seen->"
    "$Mac) 1;\n  }\n} on-error={\n  :log error \"accesslist-duplicates failed\";\n}"
)
LOADER_YAML = (
    "description: Object Storage\ndomain_url: https://azure.microsoft.com/en-us/services/storage/"
    "blobs/\nkeywords:\n- file\nlabel: Azure Blob Storage\nmaintenance_status: unknown\nname: "
    "target-azureblobstorage\nnamespace: target_azureblobstorage\npip_url: git+https://github.com/"
    "allanw/target-azureblobstorage.git\nquality: unknown\nsettings: []\nvariant: allanw"
)
EBITEN = (
    "```go\npackage main\n\nimport (\n\t\"log\"\n\n\t\"github.com/hajimehoshi/ebiten/v2\"\n)\n\n"
    "type Game struct{ count int }\n\nfunc (g *Game) Update() error {\n\tg.count++\n\treturn nil\n}"
    "\n\nfunc (g *Game) Draw(screen *ebiten.Image) {}\n\nfunc (g *Game) Layout(w, h int) (int, "
    "int) {\n\treturn 320, 240\n}\n\nfunc main() {\n\tif err := ebiten.RunGame(&Game{}); err != nil"
    " {\n\t\tlog.Fatal(err)\n\t}\n}\n```"
)
STANZA = (
    "1\nAs armas e os barões assinalados,\nQue da ocidental praia Lusitana,\nPor mares nunca de "
    "antes navegados,\nPassaram ainda além da Taprobana,\nEm perigos e guerras esforçados,\nMais "
    "do que prometia a força humana,\nE entre gente remota edificaram\nNovo Reino, que tanto "
    "sublimaram;"
)
COCCI = (
    "```\n//\n//  Use an IS_ERR test rather than a NULL test\n//\n// Target: Linux\n// Copyright:  "
    "2012 - LIP6/INRIA\n// License:  Licensed under ISC. See LICENSE or "
    "http://www.isc.org/software/license\n\n// category 2 should only have an IS_ERR test\n\n"
    "@match disable isnt_null exists@\nexpression x, E, E3;\nposition p1,p2;\nstatement S1, S2;\n"
    "@@\n\nx@p1 = p9_client_walk(...)\n... when != x = E\n(\n  if (x@p2) S1 else S2\n|\n  x@p2 && "
    "E3\n|\n  x@p2 == NULL\n|\n  x@p2 != NULL\n)\n\n@ script:python depends on match@\np1 << "
    "match.p1;\n@@\n\nfile  = p1[0].file\np1line = p1[0].line\nprint \"* TODO %s::%s\" % (file, "
    "p1line)\n```"
)
NAKO = (
    "```\n#!/usr/bin/env cnako3\n# ブラウザ対応表を作成\n# 入力: src/browsers.txt\n\n"
    "「src/browsers.txt」を開いてSに代入\nSを改行で区切ってLに代入\nLを反復\n  対象を表示\n"
    "ここまで\n「完了」と表示\n```"
)
LENS = (
    "```\n(*\nModule: Apt_Update_Manager\n  Parses files in /etc/update-manager\n*)\n"
    "module Apt_Update_Manager =\n  autoload xfm\n\nlet comment = IniFile.comment "
    "IniFile.comment_re IniFile.comment_default\nlet sep = IniFile.sep IniFile.sep_re "
    "IniFile.sep_default\nlet empty "
    "= IniFile.empty\nlet entry = IniFile.entry IniFile.entry_re sep comment\nlet title = "
    "IniFile.title IniFile.record_re\nlet record = IniFile.record title entry\nlet lns = "
    "IniFile.lns record comment\n\nlet filter = incl \"/etc/update-manager/meta-release\"\n"
    "           . Util.stdexcl\n\nlet xfm = transform lns filter\n```"
)
LEIN_DOC = (
    "From doc/MIXED_PROJECTS.md:\n\n## Java Source Compilation\n\nTo compile Java sources, you "
    "can explicitly run\n\n    lein javac\n\nHowever, it is usually not necessary because tasks "
    "that need to run\nproject code (`lein test`, `lein run`, etc.) will trigger compilation\n"
    "automatically. Running\n\n    lein clean\n\nwill remove all compilation artifacts."
)
JSONNET = (
    "```jsonnet\nlocal kp = (import 'kube-prometheus/main.libsonnet') + {\n  values+:: {\n    "
    "common+: {\n      namespace: 'monitoring',\n    },\n    prometheus+:: {\n      namespaces+: "
    "['my-namespace', 'my-second-namespace'],\n    },\n  },\n};\n\n{ ['prometheus-' + name]: "
    "kp.prometheus[name] for name in std.objectFields(kp.prometheus) }\n```"
)
HOMER_DOC = (
    "# Configuration\n\nHomer relies on a single yaml configuration file, located in the "
    "`/assets` directory. `.dist` sample configuration files are available to help you get "
    "started.\n\n## Message\n\nIf you choose to fetch message information from an endpoint, the "
    "output format should be as follows (or you can map fields with `mapping`):\n\n```json\n{\n  "
    "\"title\": \"Newsletter\",\n  \"style\": \"is-dark\",\n  \"content\": \"Lorem ipsum\"\n}"
    "\n```\n\nAny field left empty hides the matching element."
)
NGINX_CONF = (
    "server {\n    listen 80;\n    server_name example.com;\n\n    location / {\n        "
    "add_header X-Frame-Options DENY;\n        proxy_pass http://backend;\n    }\n\n    location "
    "/static/ {\n        alias /var/www/static;\n        add_header Cache-Control public;\n    }\n}"
)
TIKZ = (
    "\\documentclass[crop, tikz]{standalone}\n\\usepackage{tikz}\n\\begin{document}\n"
    "\\begin{tikzpicture}\n\t\\node[circle, draw, fill=gray!40] (a) at (0, 0) {};\n\t\\node"
    "[circle, draw] (b) at (2, 0) {};\n\t\\draw[->, thick] (a) -- (b);\n\t\\foreach \\x in "
    "{1,...,3}\n\t\t\\node[circle, draw] (c\\x) at (4, \\x) {};\n\\end{tikzpicture}\n"
    "\\end{document}"
)
RETRO_YAML = (
    "```yaml\ntype: mentor\nquestions:\n  # 参加した理由\n  motivation: |\n    OSS 開発者が増えて"
    "ほしいと思ったので参加しました。\n  # 今日の成果\n  achievement: |\n    READMEの誤字を直す"
    "プルリクエストを送りました。\n  # 次にやりたいこと\n  next: |\n    テストを書いてみたい。\n```"
)

CASES_280_287: list[tuple[dict[str, Any], str]] = [
    (user(RX_OPERATOR + "\n\n这个操作符到底是干什么的？什么时候应该用它而不是其他类似的操作符？"
          "请结合一个实际业务场景说明。", system="你是一名资深前端工程师，精通 RxJS 和响应式编程。"
          "回答请使用中文，条理清晰。"), "chat/open"),
    (user("review pls\n\n" + FREGE, system="You are a senior functional programmer reviewing "
          "code. Give a bulleted list of bugs, style problems and possible improvements. Do not "
          "rewrite the whole program."), "chat/open"),
    (user(TF_VERSIONS, system="You are a cloud infrastructure reviewer. Review the Terraform the "
          "user pastes for security, cost and maintainability problems. Answer as a short "
          "prioritised list of findings with reasons; do not rewrite the file."), "chat/open"),
    (user("LiquidHaskell rejects this module and I don't get why.\n\n" + LIQUID + "\n\nWhich "
          "refinement fails and why? Explain it step by step."), "chat/open"),
    (user("A notícia abaixo é falsa ou verdadeira? Responda só com FALSA ou VERDADEIRA.\n\n"
          + NEWS_PT), "chat/open"),
    (user("Mi fai un'analisi di questo canto? Personaggi, temi principali, figure retoriche più "
          "importanti e il suo significato allegorico.\n\n" + CANTO,
          system="Sei un professore di letteratura italiana al liceo. Rispondi in italiano."),
     "chat/open"),
    (user(MONITOR_DOC_ZH, system="你是一名资深运维工程师。用户会贴一篇监控文档，"
          "请根据其中的指标为 Prometheus 编写告警规则，只输出一个 YAML 文件"
          "（groups/rules 格式），不要解释。"), "json/open"),
    (user(BOARD, system="You extract hardware specs from board definition files. Answer as a "
          "short bullet list: board name, MCU, CPU frequency, flash size, maximum RAM, "
          "connectivity, supported frameworks."), "chat/grounded"),
    (user(ISORT_OPTION, system="Traduce al español la documentación que te pase el usuario. "
          "Conserva el formato Markdown, los nombres de opciones y los bloques de código sin "
          "traducir."), "chat/grounded"),
    (user(ISORT_OPTION, system="Traduce al español el texto del usuario."), "chat/grounded"),
    (user(NEWS_PT, system="Você extrai informações de notícias. Responda apenas com um objeto "
          "JSON com as chaves: \"titulo\", \"pessoas\" (lista), \"lugares\" (lista)."),
     "json/grounded"),
    (user("오프닝이 시작되고 거기서부터 문제는 시작된다",
          system="You annotate Korean online comments for emotion. Reply with a JSON object: "
          "{\"emotions\": [up to 5 Korean emotion labels], "
          "\"polarity\": \"positive\" | \"negative\" | \"neutral\"}."), "json/open"),
    (user(NJSSCAN_RULE + "\n\nThis is a rule from njsscan. Write a small Node.js/Express snippet "
          "that this rule would flag, and then the fixed version of the same code."), "code/open"),
    (user("Write a 150-word entry about this languoid: where it is spoken, its family and its "
          "status. Here is its Glottolog record:\n\n" + LANGUOID, system="You are a linguist "
          "writing short entries for a general-audience encyclopedia of the world's languages."),
     "chat/open"),
    # look-alikes that keep their labels
    (user(NEWS_PT, system="You annotate news articles for named entities. Reply with JSON giving "
          "each entity's exact text."), "json/grounded"),
    (user(NJSSCAN_RULE + "\n\nRewrite this rule with a clearer message. Return the whole YAML."),
     "json/grounded"),
    (user("Convert this Glottolog record to JSON.\n\n" + LANGUOID), "json/grounded"),
    (user(MONITOR_DOC_ZH + "\n\n请用三句话总结上面的文档。"), "chat/grounded"),
    (user(BOARD, system="You convert board definition files to YAML. Reply with the YAML only."),
     "json/grounded"),
    (user("¿Qué opciones de isort sirven para saltar archivos?", system="Responde las preguntas "
          "del usuario sobre isort."), "chat/open"),
    (user(RX_OPERATOR + "\n\n请为这个操作符写几个 Jest 单元测试。"), "code/open"),
    (user("Review this code for bugs and fix them. Return the corrected code.\n\n" + FREGE),
     "code/grounded"),
    (user("Explain why this fails and fix it.\n\n" + LIQUID), "code/grounded"),
    (user("Quem é a senadora citada na notícia abaixo?\n\n" + NEWS_PT), "chat/grounded"),
    (user("Traduci in inglese questo canto.\n\n" + CANTO), "chat/grounded"),
]


CASES_288_295: list[tuple[dict[str, Any], str]] = [
    (user(SLACKBUILD + "\n\nI'm on Arch. Could you turn this SlackBuild into a PKGBUILD? Same "
          "version, sources and build flags please."), "code/grounded"),
    (user(CHAINED_ZH + "\n\n看完这篇，能再出三道相关的练习题考考我吗？最后附上答案。",
          system="你是一位资深的 Python 讲师，说话简洁。"), "chat/open"),
    (user(SLACKBUILD, system="You are a Slackware package maintainer reviewing SlackBuild "
          "submissions for SlackBuilds.org. Reply with a short bulleted review: bugs, portability "
          "issues, style nits. Do not rewrite the script."), "chat/open"),
    (user(CRONJOB, system="You are a Kubernetes reviewer. Review the manifest the user pastes: "
          "list the problems a static checker like kube-score would report, and explain why each "
          "matters in production. Do not rewrite the manifest."), "chat/open"),
    (user("```yaml\n- pattern: 一杯\n  expected: いっぱい\n```\n\nこれJSONにして"), "json/open"),
    (user("Hylo is new to me. What is this test program checking, and what do `let`, "
          "`inout`/`&`, `sink` and `set` mean here?\n\n" + HYLO), "chat/open"),
    (user("Here is the event documentation:\n\n" + KB_EVENT, system="You are a detection engineer "
          "working with Aqua Tracee. Write a custom Tracee signature in Go (implementing the "
          "detect.Signature interface) that builds on the event the user describes. Code only."),
     "code/open"),
    (user(ORG_DEMO, system="Port Emacs Lisp snippets to Python 3. Keep the same example values "
          "and show the result as a comment."), "code/grounded"),
    (user("Please transpose this tune up a whole tone so our whistle player can join in. Give me "
          "the complete .ly file back, not just the changed lines.\n\n" + TUNE), "code/grounded"),
    (user(FB_CONTINUE + "\n\nRewrite the above FreeBASIC example in C, please. Same behaviour, "
          "same comments."), "code/grounded"),
    (user("Here is a section from the OSTEP project spec.\n\n" + SPEC_MAPREDUCE + "\n\nPlease "
          "implement it in C (C99, POSIX)."), "code/open"),
    (user("Écris un petit client Python pour cette API (classe avec gestion du token, timeouts, "
          "erreurs HTTP) :\n\n" + API_PAGE_FR, system="Tu es développeur Python. Réponds "
          "uniquement avec du code Python 3 (requests), commenté en français."), "code/open"),
    (user("We're moving from lighttpd to nginx. Based on this (config/conf.d/access_log.conf), "
          "write the nginx config that gives the same behaviour.\n\n" + ACCESSLOG), "code/open"),
    (user(TOKENS_PAGE + "\n\nAccording to this section, what exactly does it let me do, and what "
          "are the options it mentions? Answer only from the text, quoting it where possible."),
     "chat/grounded"),
    (user("Quick question about this ACNH critter, answer from the data only - how rare is it / "
          "how hard to catch, what does it sell for, and what does Blathers say about it?\n\n"
          + CRITTER), "chat/grounded"),
    # look-alikes that keep their labels
    (user(TOKENS_PAGE + "\n\nBased on this section, write a config that also builds CSS "
          "variables. JSON only."), "json/open"),
    (user("Convert this record to YAML.\n\n" + CRITTER), "json/grounded"),
    (user("Can you suggest three well-known folk tunes in C major for a beginner's session?"),
     "chat/open"),
    (user("Résume cette page en deux phrases.\n\n" + API_PAGE_FR), "chat/grounded"),
    (user("What does this lighttpd config log, and where?\n\n" + ACCESSLOG), "chat/open"),
    (user("Explain what this LilyPond file does, line by line.\n\n" + TUNE), "chat/open"),
    (user("Summarise what this build script does.\n\n" + SLACKBUILD), "chat/grounded"),
    (user(CRONJOB + "\n\nList the problems and give me the corrected manifest."),
     "code/grounded"),
    (user("Fix the precondition in this test so it passes.\n\n" + HYLO), "code/grounded"),
    (user("Here is the event documentation:\n\n" + KB_EVENT + "\n\nSummarise it in two "
          "sentences. Prose only."), "chat/grounded"),
]


CASES_296_303: list[tuple[dict[str, Any], str]] = [
    ({**user(MAILCOW_PAGE_DE, system="Du extrahierst Informationen aus "
                                     "Administrationsanleitungen. Antworte ausschließlich mit "
                                     "einem JSON-Objekt mit den Schlüsseln \"title\" und "
                                     "\"commands\" (Liste der Shell-Befehle, wörtlich)."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Kannst du mir diese Anleitung aus der mailcow-Doku in höchstens fünf Stichpunkten "
          "zusammenfassen? Bitte auf Deutsch.\n\n" + MAILCOW_PAGE_DE), "chat/grounded"),
    (user("Convert this Unraid template to a docker-compose.yml (same image, ports, volumes, env "
          "vars):\n\n" + UNRAID_XML), "json/grounded"),
    (user(UNRAID_XML + "\n\nwhat's the docker run equivalent of this?", system="You help homelab "
          "users run containers outside Unraid. Answer with a single docker run command in a bash "
          "code block, then nothing else."), "code/grounded"),
    (user("Here's an emoji from the Unicode data:\n" + EMOJI + "\nWrite three short social media "
          "posts that would use it naturally, and tell me when people usually use it."),
     "chat/open"),
    (user(SOLUTION_ZH + "\n\n请把上面这篇题解翻译成英文，代码不用改。"), "chat/grounded"),
    (user("Please review this chocolateyInstall.ps1. List any risks (checksums, silent args, "
          "error handling) and suggest improvements. No need to rewrite it.\n\n" + CHOCO),
     "chat/open"),
    ({**user(MAILCOW_PAGE_DE, system="Return JSON only: {\"title\": string, \"commands\": "
                                     "[string]}. Take every value from the page you are given."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    ({**user(SOLUTION_ZH, system="Turn documentation sections into cheat-sheet entries. Reply "
                                 "with a JSON object: {\"title\": string, \"key_points\": "
                                 "[string]}. Use wording from the section."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    # look-alikes that keep their labels
    (user(EMOJI, system="Take the fields from the record and write a friendly tweet about it."),
     "chat/open"),
    (user("Convert this Unraid template to JSON.\n\n" + UNRAID_XML), "json/grounded"),
    (user("Summarise this Unraid template in one sentence.\n\n" + UNRAID_XML), "chat/grounded"),
    (user("Turn this emoji record into a CSV row.\n\n" + EMOJI), "json/grounded"),
    (user(SOLUTION_ZH + "\n\n请把上面的 Go 代码改写成 Python。"), "code/grounded"),
    (user("Fix the checksum type in this chocolateyInstall.ps1 and return the whole script.\n\n"
          + CHOCO), "code/grounded"),
]


CASES_304_311: list[tuple[dict[str, Any], str]] = [
    (user("Add a `:log info` line when the script starts and when it finishes. Leave everything "
          "else exactly as it is.\n\n" + ROUTEROS, system="You are a RouterOS scripting assistant. "
          "Reply with the complete modified script only, no commentary."), "code/grounded"),
    (user("We're evaluating Meltano loaders. Here's the hub entry for one of them:\n\n"
          + LOADER_YAML + "\n\nWhen would you pick this loader over the alternatives, and what "
          "gotchas should we expect in production?"), "chat/open"),
    (user("I'm reviewing our examples before a release. Read this one and point out anything "
          "unclear, outdated or inconsistent, with suggestions.\n\n" + EBITEN), "chat/open"),
    (user("Fiz esse exercício do curso. Pode revisar meu código e dizer o que dá pra "
          "melhorar? Não precisa reescrever, só comentar.\n\n" + FREGE), "chat/open"),
    (user("num = int(input('Digite um número inteiro: '))\nfor c in range(1, 11):\n"
          "    print(f'{num} x {c:2} = {num * c:2}')\n\nO que esse programa faz? E tem algum bug "
          "ou caso que ele não trata?"), "chat/open"),
    (user("What does this Coccinelle semantic patch do, and what kind of Linux kernel bug is it "
          "meant to catch or fix?\n\n" + COCCI), "chat/open"),
    (user("What is this test actually checking, and why would it fail? Keep it short.\n\n" + HYLO),
     "chat/open"),
    (user("I'm new to Ebitengine. What does this example do, and how do Update, Draw and Layout "
          "work together here?\n\n" + EBITEN), "chat/open"),
    (user("Reescreve esta estrofe d'Os Lusíadas em português corrente, verso a verso, sem "
          "acrescentar comentários:\n\n" + STANZA), "chat/grounded"),
    # look-alikes that keep their labels
    (user("Update the Layout function so the screen is 640x480.\n\n" + EBITEN), "code/grounded"),
    (user("Why does this fail on empty lists, and can you fix it?\n\n" + FREGE), "code/grounded"),
    (user("Convert this loader entry to JSON.\n\n" + LOADER_YAML), "json/grounded"),
    (user("Reescreva este código em JavaScript.\n\n" + FREGE), "code/grounded"),
]


CASES_312_319: list[tuple[dict[str, Any], str]] = [
    (user("なでしこ3のプログラムをPythonに移植してください。動作は同じにして、コメントも日本語のまま"
          "残してください。\n\n" + NAKO), "code/grounded"),
    (user("¿Qué complejidad temporal y espacial tiene esta solución? ¿Se podría mejorar?\n\n"
          + FREGE, system="Eres un mentor de programación. Responde siempre en español, de forma "
          "clara y breve, sin reescribir todo el código."), "chat/open"),
    (user(LENS, system="You review Augeas lenses. Return the complete lens file with explanatory "
          "comments added above each let binding. Do not change the code."), "code/grounded"),
    (user(LEIN_DOC + "\n\nWhat exactly does this section tell me to do, and which commands does "
          "it mention?", system="You answer questions about Leiningen strictly from the "
          "documentation excerpt given. Quote the relevant sentences and commands verbatim."),
     "chat/grounded"),
    (user("What does this kube-prometheus jsonnet customization change compared to the defaults? "
          "Keep it brief.\n\n" + JSONNET), "chat/open"),
    # look-alikes that keep their labels
    (user("このプログラムの動きを説明してください。\n\n" + NAKO), "chat/open"),
    (user("Change this customization so it also watches the namespace 'third'. Return the whole "
          "file.\n\n" + JSONNET), "code/grounded"),
    (user("Write a Python script that runs `lein javac` and then `lein test` and reports "
          "failures.", system="You answer questions about Leiningen strictly from the "
          "documentation."), "code/open"),
]


CASES_320_327: list[tuple[dict[str, Any], str]] = [
    (user("Here's a section from the Homer dashboard docs:\n\n" + HOMER_DOC + "\n\nWrite me a "
          "complete config.yml for my homelab dashboard (Proxmox, Pi-hole, Jellyfin) that uses "
          "what this section describes."), "json/open"),
    (user(NGINX_CONF, system="You are an nginx expert. The user pastes an nginx configuration. "
          "Return the corrected configuration with any security problem fixed, changing as little "
          "as possible. Output only the config."), "code/grounded"),
    (user("What does this TikZ figure draw? Describe the picture and the concept it illustrates "
          "in a short paragraph.\n\n" + TIKZ), "chat/open"),
    (user("Here's a participant's retrospective form. Write a short personal follow-up message "
          "(max 150 words) thanking them and suggesting one concrete next step.\n\n" + RETRO_YAML,
          system="You are a community manager for OSS Gate. Write warm, concise follow-up "
          "messages in Japanese."), "chat/open"),
    (user("I just read this and want to try it myself. Write me a small new example that uses "
          "what it describes (not the same example as in the text).\n\n## Precedence\n\nIn a "
          "simple equation multiplication and division are evaluated first, which means they "
          "have a higher precedence. Pest's PrattParser lets you declare the operators and their "
          "precedence once and build the tree from the pairs.",
          system="You are a Rust developer who knows the pest parser generator well. Answer with a "
          "complete .pest grammar and a Rust main.rs that parses a sample string."), "code/open"),
    # look-alikes that keep their labels
    (user("Make the arrow in this TikZ figure dashed and return the whole file.\n\n" + TIKZ),
     "code/grounded"),
    (user("Write a Python function that prints a message for each entry of this form.\n\n"
          + RETRO_YAML), "code/open"),
    (user("## Input format\n\nThe first line holds n (1 <= n <= 10^5), the second n integers.\n\n"
          "## Output format\n\nPrint their sum.\n\nSolve it in Python."), "code/open"),
    (user(NGINX_CONF + "\n\nWhat does this config do?"), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_280_287 + CASES_288_295 + CASES_296_303
                         + CASES_304_311 + CASES_312_319 + CASES_320_327)
def test_what_rounds_from_280_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
