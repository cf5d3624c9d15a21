"""Copy cues in the scripts the classifier's ASCII word lists cannot read (Chinese, Japanese,
Korean, Russian, Ukrainian, Arabic, Persian, Hebrew, Vietnamese; French and German with their
accents): copy verbs with what points at the material, and labels of the material ("文脈：…",
"Отзыв: …"); each found from its own words, as ``re`` skips to a literal, never tried at every
position."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final, Literal

from gateway.routing import rx
from gateway.routing.lead import BLANK_LINE

__all__ = ["CueFamily", "labels_material", "opens_with_cue", "points", "script_cue",
           "script_label"]

CueFamily = Literal["transform", "condense", "qa"]


def points(text: str) -> bool:
    """``text`` points at material in one of these scripts ("위 내용", "下面", "этот")."""
    return _SCRIPT_DEICTIC.search(text) is not None


def labels_material(text: str) -> bool:
    """A line of ``text`` opens with a label of material ("句子：…"): a verb works on it
    without pointing at it."""
    return _line_label(_SCRIPT_MATERIAL_LABEL, text) is not None


# the comment nouns of the comment asks ("加上注释", "コメントを追加", "주석을 추가"), and the
# verbs that make something new before them in their sentence
_COMMENT_NOUNS: Final = ("注", "註", "コメント", "주석")
# (not "我写了下面这个函数，帮我加上注释": the asker's own code)
_MAKES_FIRST: Final = rx.compile(r"(?<![改重我])(?:写|寫)(?![了的过過])|生成|创建|創建|書い|"
                                 r"作成|作って|만들|작성")
_NEGATED: Final = ("不需要", "不用", "无需", "無需", "不必", "不要", "別", "别", "しないで")


def script_cue(head: str, *, pointed: bool = True) -> tuple[CueFamily, int] | None:
    """A copy verb of one of these scripts in the ask's head (the word lists read ASCII
    only), pointing at material with a colon or a deictic after it in its clause
    ("请把下面这段话翻译成英文：…", "Переведи на английский: …"); or, not ``pointed``, in a
    system prompt whose user sends the material."""
    left = 0
    for family, start, end in _script_cues(head):
        if start < left:
            continue
        if head.endswith(_NEGATED, 0, start):
            continue  # "不需要改写代码" (no need to rewrite the code): no edit asked
        if any(noun in head[start:end] for noun in _COMMENT_NOUNS) and _MAKES_FIRST.search(
                head, max(head.rfind("。", 0, start), 0), start) is not None:
            continue  # "写一个完整可运行的 Python 示例，并加上中文注释": comments on the new
            # example, not on the user's code
        stop = _SCRIPT_CLAUSE_END.search(head, end)
        right = stop.end() if stop is not None else len(head)
        comma = max(head.rfind("，", left, start), head.rfind(",", left, start))
        if comma > 0 and head.rfind("(", left, comma) > head.rfind(")", left, comma):
            comma = left - 1  # "위 블로그 게시글(title, content)을 … 번역해": a bracket's comma
        pointer = _SCRIPT_DEICTIC.search(head, max(left, comma + 1), right)  # not "我从这篇
        # 文章中学到了很多，作者提取了…": another clause's
        opens = max(head.rfind(c, 0, start) for c in _SCRIPT_CLAUSE_ENDS) + 1
        if family == "qa" or head[right - 1 : right] in (":", "：") or pointer or \
                not pointed or _opens_before_paragraph(head, start) or \
                _PRESENTS.match(head, opens) is not None:  # "上面是…的一节，请压缩成…摘要"
            quoted = pointer.end() - pointer.start() if pointer and pointer.lastgroup else 0
            return family, right - opens - quoted  # a quotation in the clause is material;
            # so is what comes before a closing ask ("…質問：…\n\n上の文脈から抜き出して")
        left = right  # "实体抽取的专家。请从input中抽取…": the next clause may point
    return None


def opens_with_cue(text: str) -> bool:
    """``text`` opens with a copy verb of these scripts: a closing paragraph that is the ask
    ("traducere în engleză, te rog" after an article), pointing at nothing but what it closes."""
    into = _INTO_LANGUAGE_OPENS.match(text)  # "英語に翻訳してください。", "영어로 번역해 주세요"
    start = into.end() if into is not None else 0
    for _, pattern in _SCRIPT_CUES:
        m = pattern.match(text, start)
        if m is not None:
            return text[m.end() : m.end() + 1] not in (":", "：")  # not the material's own
            # "总结：本文介绍了…", a label of its close
    return False


# a target language opening a closing ask, before its verb: "英語に", "中文で", "영어로"
_INTO_LANGUAGE_OPENS: Final = rx.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{1,5}(?:語|文)(?:に|へ|で)|"
                                         r"[\uac00-\ud7a3]{1,4}로\s?")


def _script_cues(head: str) -> Iterator[tuple[CueFamily, int, int]]:
    """Each copy verb of ``head`` in order, with its family and span, as one pattern of the
    three families would find them: where two begin at one place the earlier family's wins,
    and the next is looked for after it."""
    found = [pattern.search(head) for _, pattern in _SCRIPT_CUES]
    while True:
        first: re.Match[str] | None = None
        family: CueFamily = "qa"
        for (name, _), m in zip(_SCRIPT_CUES, found, strict=True):
            if m is not None and (first is None or m.start() < first.start()):
                first, family = m, name
        if first is None:
            return
        start, end = first.span()
        if not (head.startswith(_STATED_AFTER, end) or head.endswith(_STATED_BEFORE, 0, start)
                or (family == "transform" and (_NEW_EXAMPLE.match(head, end) is not None
                                               or _of_new_sentences(head, start)))):
            yield family, start, end  # not "自動翻訳されています": a page's note of its making;
            # nor "それを修正したコード例を書いてください": an example the answer writes, fixed; nor
            # "各造3个简单的例句，每句附上拼音和英文翻译": the answer's own sentences, translated
        found = [m if m is None or m.start() >= end else pattern.search(head, end)
                 for m, (_, pattern) in zip(found, _SCRIPT_CUES, strict=True)]


def _of_new_sentences(head: str, start: int) -> bool:
    """The sentence of the verb at ``start`` makes example sentences first ("请用下面这个词各造3个
    简单的例句，每句附上…翻译"): what it changes is the answer's own."""
    opens = max(head.rfind("。", 0, start), head.rfind("\n", 0, start)) + 1
    return _MAKES_SENTENCES.search(head, opens, start) is not None


def _opens_before_paragraph(head: str, start: int) -> bool:
    """The verb at ``start`` lies in the text's first paragraph, and a paragraph of something
    else follows it: the material its dropped object means ("Rails 가이드에서 가져온 문단인데,
    영어로 번역해 줄 수 있나요?\n\n<the paragraph>")."""
    gap = BLANK_LINE.search(head)
    if gap is None or start > gap.start() or not head[gap.end() :].strip():
        return False
    opens = max(head.rfind(c, 0, start) for c in _SCRIPT_CLAUSE_ENDS) + 1
    return _HOW.search(head, opens, gap.start()) is None  # not "这个词怎么翻译？": a question


# what makes a copy verb a statement: the Japanese passive after it, "automatically", "been",
# "already" before it ("このドキュメントは AI によって自動翻訳されています", "本文已翻译")
_STATED_AFTER: Final = ("され", "済み", "者")  # "翻訳者": a translator, no ask
_STATED_BEFORE: Final = ("自動", "自动", "被", "已", "已经", "已經")
# a new example written in the changed form: "修正したコード例を書いて" (write a corrected code
# example), "改写后的示例" (a rewritten example)
_NEW_EXAMPLE: Final = rx.compile(r"(?:した|後の|后的|過的|过的)[^\s。、，,]{0,6}?"
                                 r"(?:例|示例|范例|範例|サンプル)を?"
                                 r"(?:書|作|示|挙|写|寫|给|給|提供)")
_MAKES_SENTENCES: Final = rx.compile(r"造[^。\n]{0,10}(?:例句|句子)|"
                                     r"(?:写|寫|编|編)[^。\n]{0,8}例句|例文を[^。\n]{0,8}作")
_HOW: Final = rx.compile(r"怎么|怎樣|怎样|如何|어떻게|どう|как\b|як\b|comment\b|كيف|چطور|איך|"
                         r"làm sao|cum\b")


# Each family's verbs a pattern of its own, split by ``rx.split`` into the verbs that open on an
# ASCII letter and the rest: alternatives that open with a letter let ``re`` skip to those
# letters, where named groups of the three were tried whole at every character (a 256-character
# head: ~55 against ~15 µs), and at each letter let through it tries every alternative in turn.
_SCRIPT_CUE_SOURCES: tuple[tuple[CueFamily, str], ...] = (
    ("transform", (
        r"翻译|翻譯|翻訳|译成|譯成|译为|譯為|改写|改寫|润色|潤色|纠正|修正|修改|改正|订正|訂正|批改|添削|校正|"
        r"改成|改为|改得|转换成|转换为|轉換成|轉換為|直して|訳して|語に訳|移植|翻成|переведи|перевед|переводи|"
        r"исправь|исправьте|перепиши|переписыва|перефразируй|виправ|перепиш|перефразуй|відредагуй|"
        r"преобразуй|конвертируй|сделай из|сделайте из|преврати|"  # Russian "convert", "make … of"
        r"переклади|перекладіть|упрости|спрости|réécri|reformul|번역|교정|고쳐|수정해|수정하|"
        r"다시 써|다시 작성|의역|ترجم|أعد صياغة|صحح|viết lại|chỉnh sửa|sửa lỗi|"
        r"corectează|corectați|rescrie|parafrazează|reformulează|traduceți|traducere"  # Romanian
        r"|lefordít|fordítsd|fordítsa"  # Hungarian "translate"
        r"|übersetz|überarbeite"  # German "translate", "revise"
        r"|přelož|prelož|přeložte|preložte"  # Czech and Slovak "translate"
        r"|przetłumacz"  # Polish "translate"
        r"|översätt|oversett|oversæt"  # Swedish, Norwegian, Danish "translate"
        r"|chuyển|tradúc|tradúz"  # Vietnamese "convert", Spanish "tradúcela"
        r"|añád|añad|devuélv"  # Spanish "añádele", "devuélveme la entrada completa"
        r"|转成|轉成|转为 ?json|轉為 ?json"  # "將…CSV 資料列轉成 JSON 物件"
        # "…をJSONに変換してください" (a format or a language, not "BIOS から UEFI に変換する")
        r"|(?<![a-z])(?:json|yaml|yml|csv|tsv|xml|toml|markdown|html|python|javascript|typescript|"
        r"java|go|"  # (not "Mongoに変換": "\b" holds between Latin and CJK letters, both words)
        r"rust|ruby|php|c#|c\+\+)\s?(?:（[^）\n]{0,40}）|\([^)\n]{0,40}\))?\s?(?:に|へ)変換"
        # "把上面这一章里出现的所有命令…整理成一个 bash 脚本": the page's commands, carried over
        r"|(?:命令|指令)[^。\n]{0,40}?(?:整理成|整理为|整理為|合并成|合併成|汇总成|彙整成)"
        # comments added to the given code: "给每个函数加上中文注释：", "コメントを追加して"
        r"|(?:加上|添加|补上|補上|加)[^。\n：:]{0,10}?(?:注释|註釋|注解|註解)"
        r"|コメントを(?:追加|付け|つけ)|주석을?\s?(?:추가|달아)"
        r"|çevir|tercüme et"  # Turkish "translate"
        r"|अनुवाद|सुधार")),  # Hindi and Nepali "translate", "correct"
    ("condense", (
        r"总结|總結|概括|摘要|要約|まとめ|抽取|提取|抽出|抜き出|找出所有|找出全部|压缩成|壓縮成|構造化|"
        # "把…文档整理成 JSON": its contents; "條列整理下面這段": its points
        r"结构化|結構化|整理成|整理为|整理為|條列整理|条列整理|重點整理|重点整理|резюмируй|"
        r"列出[^。\n]{0,15}?(?:要点|要點|重点|重點)|"  # "用中文列出这页最重要的 5 个要点"
        r"перескажи|сожми|перечисли|"  # "Сожми этот раздел … до 5 пунктов", "Перечисли
        # списком все классы … которые упоминаются в этом фрагменте"
        r"кратко изложи|извлеки|извлекаешь|выпиши|найди все|підсумуй|підсумок|стисло виклади|"
        r"витягни|випиши|"
        r"знайди всі|знайди в|résume|résumez|résumé|요약|추출|뽑아|정리해|لخص|استخرج|tóm tắt|"
        r"trích xuất|extrage|extrageți|listează toate|listează toți|rezumă|rezumați|"
        r"निकाल|सारांश|संक्षेप|"  # Hindi and Nepali "extract", "summary"
        r"acórta|resúm|"  # Spanish "acórtalo", "resúmelo"
        r"streść|streszcz|"  # Polish "sum up", "a summary"
        r"ดึง|สกัด|สรุป")),  # Thai "pull out", "extract", "summarise"
    # "read the material below", "according to the text": the ask names its material
    ("qa", (
        # Russian "только на основе приведённого текста" (only from the given text)
        r"(?:на\s+основе\s+(?:приведённого|приведенного|данного|этого)\s+(?:текста|фрагмента|"
        r"отрывка|документа)|"
        # "根据上面这篇文档", "只根据文档内容"
        r"(?:阅读|閱讀|根据|根據)(?:下面|以下|上面|上述)?"
        r"(?:这段|這段|这篇|這篇|这份|這份)?的?"
        r"(?:材料|文章|短文|文本|对话|對話|段落|原文|文档|文檔)"
        # "请用文档里的原话和要点" (with the page's own words)
        r"|(?:用|引用)(?:文档|文檔|原文|文章|文本)?[里裡中]?的?(?:原话|原話)"
        r"|(?:글|지문|문단|본문|기사|대화|문장)(?:을|를)\s?읽고|(?:글|지문|문단|본문|기사)에\s?(?:따르면|근거)"
        r"|اقرأ\s+ال(?:نص|فقرة|مقال|قطعة)|(?:بالاعتماد|اعتمادا|استنادا)\s+(?:على|إلى)\s+ال(?:نص|فقرة)"
        r"|متن\s+(?:زیر|بالا)\s+را\s+بخوان|با\s+استفاده\s+از\s+متن"
        r"|קרא\s+את\s+ה(?:קטע|טקסט)|(?:על\s+פי|לפי)\s+ה(?:קטע|טקסט))")),
)
_SCRIPT_CUES: Final = tuple((family, part) for family, source in _SCRIPT_CUE_SOURCES
                            for part in rx.split(source))
_SCRIPT_CLAUSE_ENDS: Final = ":：。！？!?\n"
# a sentence that presents the material before the ask's clause: "上面是 Fes.js 官方文档的一节，"
_PRESENTS: Final = rx.compile(r"\s*(?:上面|以上|下面|以下|上述|这|這)(?:是|为|為)")
_SCRIPT_CLAUSE_END: Final = rx.compile(f"[{_SCRIPT_CLAUSE_ENDS}]")
_SCRIPT_DEICTIC: Final = rx.compile(  # "from the text": 从…中 with the text named, из; a quotation
    r"下面|以下|这段|這段|这篇|這篇|这页|這頁|这一页|這一頁|这章|這章|上面|次の|この|以下の|(?P<quote>[“「『\"][^”」』\"]{12,}[”」』\"])|"
    r"从[^，。]{0,8}(?:文本|文章|句子|段落|内容|输入|input|text|材料|原文|这段|下文|上文)[^，。]{0,8}中|"
    r"следующ|этот|эту|этого|ниже|выше|из |наступн|цей|цю|цього|цьому|нижче|вище|текст|"
    r"\bce |\bcet |\bcette |\bces |ci-dessous|folgende|\bdiese[nrs]? |obige|"
    r"다음|아래|위의|위\s?(?:[\w.-]+\s)?\w{0,3}(?:내용|글|문서|텍스트|문단|게시물)|주어진|上の|上記|التالي|أدناه|المعطى|"
    r" sau\b| trên\b|dưới đây|de mai jos|de mai sus|următo|acest|din text|"
    r"\b(?:tuto|tuhle|tento|tohle|toto|tyto|tieto|tento)\b|následující|nasledujúc|níže|nižšie|"
    r"ต่อไปนี้|ข้างล่าง|ด้านล่าง|"  # Thai "the following", "below"
    r"\bbu\s|aşağıdaki|yukarıdaki")  # Turkish "this", "below", "above"
# "句子：…", "Отзыв: …": material labelled in these scripts, which a verb works on unpointed
_SCRIPT_MATERIAL_LABEL: Final = rx.compile(
    r"(?:句子|文本|原文|段落|文章|文段|短文|材料|内容|輸入|输入|微博|评论|評論|本文|"
    r"문장|텍스트|지문|본문|Текст|Предложение|Комментарий|Отзыв|Сообщение|النص|الجملة)[ \t]*[：:]")
# "文脈：…", "지문: …": a context label of these scripts opening a line, as "Context:" does
_SCRIPT_CONTEXT_LABEL: Final = rx.compile(
    r"(?:文脈|本文|文章|段落|上下文|参考段落|參考段落|参考文章|參考文章|参考资料|参考文本|原文|지문|본문|문맥|"
    r"Контекст|Текст|النص|الفقرة|السياق|متن|متن مرجع|קטע|טקסט)[ \t]*"
    r"(?:\([^)\n]{0,40}\)[ \t]*)?[：:]\s*\S")


def script_label(text: str) -> tuple[CueFamily, int] | None:
    """A context label of another script opening a line of the ask: its material follows."""
    m = _line_label(_SCRIPT_CONTEXT_LABEL, text)
    return ("qa", m.end() - m.start()) if m is not None else None


def _line_label(label: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first match of ``label`` that opens a line (after spaces at most): found from the
    label's own words, which ``re`` skips to, not tried at every line."""
    for m in label.finditer(text):
        if not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip(" \t"):
            return m
    return None
