"""Policy files on disk: loading with errors that name the file and line, and hot reload.

``load_policy(path)`` composes the YAML into nodes (which keep their line numbers), validates the
data against ``Policy`` and maps each pydantic error's ``loc`` back to the node it came from:

    policies/cost.yaml:7: slo.tpot_ms: Input should be greater than 0

``PolicyStore`` holds every ``*.yaml`` in a directory by file stem. ``get`` stats the files at
most every ``check_every_s`` seconds (a handful of ``stat`` calls, no reads unless something
changed) and reloads those whose mtime or size moved. A bad edit is logged and the last good
version stays in force; a deleted file is dropped. Selection: the key's policy, else the
tenant's (the request path resolves those two into ``Principal.policy``), else ``balanced``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from gateway.config.yaml_keys import first_duplicate_key
from gateway.routing.policy import DEFAULT_POLICY, Policy

__all__ = ["PolicyError", "PolicyStore", "load_policy", "parse_policy"]

log = logging.getLogger(__name__)
SUFFIXES = (".yaml", ".yml")


class PolicyError(ValueError):
    """A policy file that cannot be used; each line of the message is ``FILE:LINE: KEY: what``."""


def load_policy(path: str | Path) -> Policy:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise PolicyError(f"{p}:1: cannot read policy file: {exc.strerror}") from None
    except UnicodeDecodeError as exc:  # e.g. saved as UTF-16 by an editor
        line = p.read_bytes()[: exc.start].count(b"\n") + 1
        raise PolicyError(f"{p}:{line}: cannot read policy file: not UTF-8 text") from None
    return parse_policy(text, source=str(p))


def parse_policy(text: str, *, source: str = "<policy>") -> Policy:
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)  # the lines of keys, for errors
        duplicate = first_duplicate_key(text)
        if duplicate is not None:
            raise PolicyError(f"{source}:{duplicate[0]}: {duplicate[1]}: duplicate key")
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        problem = getattr(exc, "problem", None) or str(exc)
        raise PolicyError(f"{source}:{line}: not valid YAML: {problem}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise PolicyError(f"{source}:1: a policy is a mapping of keys (objective, slo, ...)")
    try:
        return Policy.model_validate(data)
    except ValidationError as exc:
        found = sorted(_describe(err, root) for err in exc.errors())
        raise PolicyError("\n".join(f"{source}:{line}: {what}" for line, what in found)) from None


def _describe(err: Any, root: yaml.Node | None) -> tuple[int, str]:
    loc = tuple(err["loc"])
    key = ".".join(str(part) for part in loc if part != "[key]") or "(top level)"
    msg = str(err["msg"]).removeprefix("Value error, ")
    if err["type"] == "extra_forbidden":
        msg = "unknown key (see policies/README.md for the schema)"
    return node_line(root, loc), f"{key}: {msg}"


def node_line(root: yaml.Node | None, loc: tuple[Any, ...]) -> int:
    """1-based line of the node ``loc`` points at: a mapping key's own line, a sequence item's
    line, or the nearest enclosing node's line when the path ends early (a missing key)."""
    if root is None:
        return 1
    node: yaml.Node = root
    line = node.start_mark.line + 1
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = next(((k, v) for k, v in node.value if k.value == str(part)), None)
            if match is None:
                return line
            line = match[0].start_mark.line + 1
            node = match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) \
                and 0 <= part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            return line
    return line


@dataclass(frozen=True, slots=True)
class _Loaded:
    policy: Policy
    signature: tuple[int, int]  # (mtime_ns, size) of the file it came from


class PolicyStore:
    """Policies by name (file stem), reloaded when their files change; thread-compatible reads."""

    def __init__(
        self,
        directory: str | Path | None,
        *,
        check_every_s: float = 2.0,
        default: str = DEFAULT_POLICY,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.directory = Path(directory) if directory is not None else None
        self.default = default
        self._check_every_s = check_every_s
        self._clock = clock
        self._loaded: dict[str, _Loaded] = {}
        self._signatures: dict[str, tuple[int, int]] = {}  # last seen, good or bad
        self._errors: dict[str, str] = {}
        self._warned: set[str] = set()
        self._checked_at = clock()
        self.reload()

    @property
    def errors(self) -> Mapping[str, str]:
        """The current error of each file whose latest edit did not load."""
        return dict(self._errors)

    def names(self) -> list[str]:
        return sorted(self._loaded)

    def get(self, name: str | None) -> tuple[str, Policy]:
        """The policy called ``name`` (None: the default), or the default when it is unknown."""
        self.refresh()
        wanted = name or self.default
        loaded = self._loaded.get(wanted)
        if loaded is not None:
            return wanted, loaded.policy
        if wanted not in self._warned:
            self._warned.add(wanted)
            log.warning("policy %r not found; using %r", wanted, self.default)
        fallback = self._loaded.get(self.default)
        return self.default, fallback.policy if fallback is not None else Policy()

    def refresh(self) -> None:
        """Reload changed files if ``check_every_s`` has passed since the last look."""
        now = self._clock()
        if now - self._checked_at >= self._check_every_s:
            self._checked_at = now
            self.reload()

    def reload(self) -> list[str]:
        """Look at every file now; returns the names (re)loaded successfully."""
        if self.directory is None:
            return []
        current = self._scan(self.directory)
        if current is None:  # the directory is unreadable: keep everything as it was
            return []
        for gone in set(self._signatures) - set(current):
            self._signatures.pop(gone, None)
            self._loaded.pop(gone, None)
            self._errors.pop(gone, None)
        changed: list[str] = []
        for name, (path, signature) in sorted(current.items()):
            if self._signatures.get(name) == signature:
                continue
            self._signatures[name] = signature
            try:
                policy = load_policy(path)
            except Exception as exc:  # whatever it is, a bad file never fails a request
                if not isinstance(exc, PolicyError):
                    exc = PolicyError(f"{path}:1: cannot load policy file: {exc!r}")
                self._errors[name] = str(exc)
                kept = "keeping the last good version" if name in self._loaded else "not loaded"
                log.error("policy %s: %s; %s", name, exc, kept)
                continue
            self._loaded[name] = _Loaded(policy, signature)
            self._errors.pop(name, None)
            changed.append(name)
        return changed

    @staticmethod
    def _scan(directory: Path) -> dict[str, tuple[Path, tuple[int, int]]] | None:
        found: dict[str, tuple[Path, tuple[int, int]]] = {}
        try:
            entries = list(directory.iterdir())
        except OSError as exc:
            log.error("policy directory %s: %s", directory, exc.strerror)
            return None
        for path in entries:
            if path.suffix not in SUFFIXES:
                continue
            try:
                st = path.stat()
            except OSError:
                continue
            found[path.stem] = (path, (st.st_mtime_ns, st.st_size))
        return found
