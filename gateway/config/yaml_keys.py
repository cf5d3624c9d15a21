"""YAML mappings with a key given twice, found before a loader quietly keeps the last one."""

from __future__ import annotations

import yaml

__all__ = ["first_duplicate_key"]


def first_duplicate_key(text: str) -> tuple[int, str] | None:
    """(line, key) of the first key repeated within one mapping of ``text``, or None.
    Raises ``yaml.YAMLError`` on text that is not YAML."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    return None if root is None else _walk(root)


def _walk(node: yaml.Node) -> tuple[int, str] | None:
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for k, v in node.value:
            if k.value in seen:
                return k.start_mark.line + 1, str(k.value)
            seen.add(k.value)
            if (found := _walk(v)) is not None:
                return found
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            if (found := _walk(item)) is not None:
                return found
    return None
