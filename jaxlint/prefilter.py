"""Which files can hold a finding, decided from their text, before LibCST parses them.

Most files of a mixed repository never mention jax: they are not parsed at all. A module that
never mentions jax can still be traced when another project module, not linted in the same
run, passes its functions to a transform; `transformed_elsewhere` finds that from the
project's text (jaxlint/project_scan.py).

Of the files that do mention jax, many spell no transform and none of the names the module
rules look for. Each rule declares what its findings need in the text (`Rule.triggers`, derived
from the facts table: the names the analysis resolves through the module's imports, which a
text-level reading of those imports and of the attribute chains finds too, `Spelled`);
`may_hold_findings` tests them, with the engine's own codes (JAX100 needs a noqa naming a JAX
code, JAX000 a text that does not compile), and a file none holds for is skipped like one that
never mentions jax.
"""

from __future__ import annotations

import os
import re
import sys
from functools import lru_cache
from pathlib import Path

from jaxlint import text_gates
from jaxlint.config import Config
from jaxlint.project_scan import IMPORT_HOPS, candidates

MENTIONS_JAX = re.compile(r"\bjax\b|\bequinox\b|\bflax\b|\bhaiku\b")


def mentions_jax(source: str, config: Config) -> bool:
    if MENTIONS_JAX.search(source):
        return True
    return any(name.split(".")[0] in source for name in config.extra_jit_decorators)


def scan_root(filename: str, config: Config):
    """Where other modules that may transform this file's functions live: the configured
    project, else the repository, else the top package."""
    if config.source is not None:
        return config.root
    from jaxlint.project_scan import _EPOCH

    here = os.path.dirname(os.path.abspath(filename))
    hit = _SCAN_ROOTS.get(here)
    if hit is None or hit[0] != _EPOCH[0]:
        hit = _SCAN_ROOTS[here] = (_EPOCH[0], _scan_root(Path(here)))
    return hit[1]


# a file's folder -> (epoch, its scan root): every lint asks it several times (a stat per folder
# above it); the folders do not change under a run (`project_scan.one_run`), any other lint
# starts an epoch of its own
_SCAN_ROOTS: dict[str, tuple[int, Path]] = {}


def _scan_root(here: Path) -> Path:
    for folder in [here, *here.parents][:8]:
        if (folder / ".git").exists() or (folder / ".hg").exists():
            return folder
    top = here
    # a package folder whose name is no identifier (`owner+name`, a fetched tree) cannot be imported
    # by that name: no file outside it resolves an import into it, so the climb stops there (above
    # it sit unrelated trees, which each lint here would search and lint as importers)
    while (top / "__init__.py").exists() and top.parent != top and top.name.isidentifier():
        top = top.parent
    return top.parent if top.name == "src" and top.parent != top else top  # a src layout (search_root)


def transformed_elsewhere(filename: str, config: Config, linted_together: frozenset[str]) -> bool:
    """A module that never mentions jax can still be traced: another project module, not
    linted in this run, may pass its functions to a transform (a text test, no parse)."""
    return bool(candidates(filename, scan_root(filename, config), absolute(linted_together), hops=IMPORT_HOPS, enough=1))


@lru_cache(maxsize=4)
def absolute(paths: frozenset[str]) -> frozenset[str]:
    """The paths made absolute, once per run's set (every file of a whole-tree run asks)."""
    from jaxlint.analysis.api import absolute_paths

    return absolute_paths(paths)


_WORD = re.compile(r"\w+")
_ATTRIBUTE = re.compile(r"\.[ \t\\\r\n]*(\w+)")  # `.name`: an attribute or a method
_NOQA = re.compile(r"noqa[^\r\n]*?jax", re.IGNORECASE)  # JAX100 judges only JAX codes
# An import statement: at a line's start (after its indentation), after a `;`, or after the `:`
# of a one-line compound statement (`try: import x`); a parenthesised name list may span lines.
_IMPORT = re.compile(r"(?:^|[;:])[ \t]*(from[ \t]+[.\w]+[ \t]+import[ \t]*(?:\((?:[^)#]|#[^\n]*)*\)|[^\n;#]*)"
                     r"|import[ \t]+[^\n;#]*)", re.M)
# A dotted chain as LibCST's Attribute nodes read it: spaces, line breaks and closing parentheses
# may stand between its parts (`(jax.numpy).sum`, a chain over lines in brackets).
# (head, the rest) at every word start: matches overlap (a lookahead), so that a sentence's full stop
# in a comment or string ("... use these.\n    jnp.zeros") cannot swallow the chain on the next line.
_CHAIN = re.compile(r"(?<![\w.])(?=(\w+)((?:[\s)\\]*\.[\s\\]*\w+)+))")
_PARTS = re.compile(r"\w+")
_FROM = re.compile(r"from\s+([.\w]+)\s+import\s*(.*)", re.S)
_COMMENT = re.compile(r"#[^\n]*")


def may_hold_findings(source: str, filename: str, config: Config, rules, linted_together: frozenset[str],
                      on_disk: bool, parsed: bool = False, read: dict | None = None, elsewhere: bool = True) -> bool:
    """Whether one of `rules` (classes, with `triggers`) or an engine code can report in this
    text: a selected rule's trigger holds, a noqa may go unused (JAX100), or the text may not
    parse (JAX000; `parsed`: it did). False: the file is skipped, unparsed; `read` then holds
    the other files whose text decided it (path -> (mtime_ns, size)). `elsewhere=False`: other
    modules' transforms of this one's functions do not count."""
    from jaxlint.rules.base import (
        DISCARDED_UPDATE, ITEM_ASSIGNMENT, PROJECT_IMPORT, PROJECT_JIT, PROJECT_RANDOM, TRACED_CODE,
    )

    pseudo = (ITEM_ASSIGNMENT, DISCARDED_UPDATE, TRACED_CODE, PROJECT_IMPORT, PROJECT_JIT,
              PROJECT_RANDOM)  # tested in this order
    spelled = Spelled.of(source)
    known: dict[str, bool] = {}

    def holds(token: str) -> bool:  # a pseudo-word, tested once and only when a trigger needs it
        if token not in known:
            if token == TRACED_CODE:
                known[token] = spells_transform(spelled, config) or (
                    on_disk and elsewhere and transformed_elsewhere(filename, config, linted_together)) or (
                    on_disk and inherits_project_jit(source, spelled, filename, config,
                                                     read if read is not None else {}))
            elif token == PROJECT_RANDOM:
                known[token] = on_disk and hands_keys_to_project(source, spelled, filename, config,
                                                                 read if read is not None else {})
            elif token == ITEM_ASSIGNMENT:
                known[token] = text_gates.assigns_to_array_item(source, spelled.aliases)
            elif token == DISCARDED_UPDATE:
                known[token] = _may_discard_update(source, spelled.aliases)
            else:
                needle = _PROJECT_NEEDLES.get(token)
                known[token] = needle is not None and on_disk and imports_project(
                    spelled, filename, config, read if read is not None else {}, needle)
        return known[token]

    tokens = spelled.tokens
    for rule in rules:
        for needed in rule.triggers:
            if needed <= tokens or (needed.difference(pseudo) <= tokens
                                    and all(holds(t) for t in pseudo if t in needed)):
                return True
    if config.is_selected("JAX100", filename) and _NOQA.search(source):
        return True
    return not parsed and config.is_selected("JAX000", filename) and _may_not_parse(source)


class Spelled:
    """What a text spells, as the tokens `facts.spellings` writes: `w` every word, `.a` every
    attribute read, and `=a.b` every name its imports can make
    a dotted name mean (the analysis' ImportTable, read from the text): each name an import
    statement binds, each chain `alias.x.y` read from such a name, their canonical names
    (`jax._src.numpy.x.sum` is `jax.numpy.sum`), and every name above one of those."""

    def __init__(self, source: str) -> None:
        from jaxlint.analysis.api import facts

        words = set(_WORD.findall(source))
        joined = source.replace("\\\r\n", " ").replace("\\\n", " ") if "\\" in source else source
        self.imports = [_COMMENT.sub("", m.group(1)) for m in _IMPORT.finditer(joined)]
        aliases: dict[str, set[str]] = {}
        named: set[str] = set()
        for statement in self.imports:
            for bound, target in _bindings(statement):
                aliases.setdefault(bound, set()).add(target)
                named.add(target)
        for head, rest in _CHAIN.findall(joined) if aliases else ():
            for target in aliases.get(head, ()):
                named.add(".".join([target, *_PARTS.findall(rest)]))
        self.aliases = aliases  # name an import binds -> what it may name
        self.named = named  # what the imports and chains name, relative ones with their dots
        named |= _above(named)  # `lax.Precision.HIGHEST` also reads `lax.Precision`, whose canonical name
        named |= {facts.canonical(name) for name in named}  # (`jax.lax.Precision`) differs from its parts'
        named |= _above(named)
        self.tokens = frozenset(words | {"." + a for a in _ATTRIBUTE.findall(source)} | {"=" + n for n in named})

    _last: "tuple[str, Spelled] | None" = None

    @classmethod
    def of(cls, source: str) -> "Spelled":
        """The spelling of `source`, kept for the next ask about the very same text (the
        language server's worker tests a document's text, then the engine tests it again)."""
        last = cls._last
        if last is None or last[0] is not source:
            last = cls._last = (source, cls(source))
        return last[1]


def _above(names: set[str]) -> set[str]:
    """Every dotted name above one of `names` (`a.b` and `a` above `a.b.c`)."""
    return {".".join(parts[:cut]) for parts in (n.split(".") for n in names) for cut in range(1, len(parts))}


def _bindings(statement: str) -> list[tuple[str, str]]:
    """(name bound, full name) of an import statement, as the analysis' ImportTable reads it:
    `import a.b` binds a to a (and names a.b), `import a.b as c` c to a.b, `from a import b as
    c` c to a.b (`from . import b`: .b); a star import binds nothing."""
    found = _FROM.match(statement)
    if found is not None:
        module, names = found.groups()
        out = [(module, module)]  # the module itself is named (`from jax.experimental.maps import ...`)
        for item in names.strip().strip("()").split(","):
            parts = item.split()
            if parts and parts[0] != "*":
                out.append((parts[-1] if len(parts) == 3 else parts[0],
                        module + parts[0] if module.endswith(".") else f"{module}.{parts[0]}"))
        return out
    out = []
    for item in statement[len("import"):].split(","):
        parts = item.split()
        if parts:
            out.append((parts[-1], parts[0]) if len(parts) == 3 else (parts[0].split(".")[0], parts[0].split(".")[0]))
            out.append((parts[0], parts[0]))  # the path itself is named (`import jax.experimental.maps`)
    return out


@lru_cache(maxsize=1)
def _update_words() -> tuple[frozenset[str], ...]:
    """JAX710's called words from the facts table: update functions' last names, array methods,
    `.at[...]` methods, an optax transformation's methods."""
    from jaxlint.analysis.api import facts

    functions = frozenset(name.rpartition(".")[2] for name in facts.names_where(returns_update=True)
                          if not name.startswith("method:"))
    methods = frozenset(name.lstrip(".") for name in facts.UPDATE_METHODS)
    return functions, methods, frozenset(facts.AT_UPDATES), frozenset(facts.OPTAX_TRANSFORM_METHODS)


def _may_discard_update(source: str, aliases) -> bool:
    return text_gates.may_discard_update(source, aliases, *_update_words())


def spells_transform(spelled: Spelled, config: Config) -> bool:
    """The text can apply a transform (facts.TRACING, `extra-jit-decorators`) to a function of
    its own or to another module's: the only places where the analysis starts traced code."""
    from jaxlint.analysis.api import facts

    tokens = spelled.tokens
    return any(needed <= tokens for needed in facts.TRACING_SPELLINGS) or any(
        name.rpartition(".")[2] in tokens for name in config.extra_jit_decorators)


_CLASS_BASES = re.compile(r"^[ \t]*class[ \t]+\w+[ \t]*\(([^)]*)\)", re.M)


def inherits_project_jit(source: str, spelled: Spelled, filename: str, config: Config, read: dict) -> bool:
    """A class here subclasses a class it imports, and an imported project module (or one it
    imports) spells `jit`: a base class there may trace this subclass's overrides (a base
    method jitted with `self` static calling `self.value`, `jax.jit(self.update)` in the base's
    `__init__`), so this module's own analysis can report though it never mentions jax and no
    other module transforms its functions. The files read go into `read`."""
    heads = {base.strip().split(".")[0].split("[")[0].strip()
             for bases in _CLASS_BASES.findall(source) for base in bases.split(",")}
    if not heads & set(spelled.aliases):
        return False
    return imports_project(spelled, filename, config, read, "jit")


_KEY_HANDED = re.compile(r"[(,]\s*(?:key|rng|prng_key|subkey|rng_key)\s*[,)]")


def hands_keys_to_project(source: str, spelled: Spelled, filename: str, config: Config, read: dict) -> bool:
    """The text hands a key-named argument (`key`, `rng`) to calls twice or more, and an imported
    project module (or one it imports) spells `jax.random`: functions there may draw from the
    key, so handing it to two of them reuses it (JAX320) though this module never mentions jax.
    Or the text spells `jax.random` itself (`Sampler(jax.random.key(0))`): an object of an
    imported class may keep the key it makes and draw from it at each method call.
    The files read go into `read`."""
    if len(_KEY_HANDED.findall(source)) < 2 and _DRAWS.search(source) is None:
        return False
    return imports_project(spelled, filename, config, read, _DRAWS)


# `jax.random.normal`, `import jax.random as jr`, `from jax import random` (then `random.normal`)
_DRAWS = re.compile(r"\bjax\.random\b|^[ \t]*from[ \t]+jax[ \t]+import[^\n]*\brandom\b", re.M)


# What an imported project module must spell for a pseudo-word to hold: `static_arg` where a
# function is jitted with static arguments (JAX810), `jit` where one is jitted at all (JAX811).
_PROJECT_NEEDLES = {"<project import>": "static_arg", "<project jit>": "jit"}


def imports_project(spelled: Spelled, filename: str, config: Config, read: dict,
                    needle: str | re.Pattern = "static_arg") -> bool:
    """Whether a call here may reach a function of another project module jitted (with static
    arguments, for the default `needle`; analysis.definitions follows the imports, re-exports
    included): a project module this file names, or one those import in turn, spells `needle`.
    The files read go into `read` (path -> (mtime_ns, size)): a skip holds while they are
    unchanged."""
    roots = _roots(os.path.abspath(filename), config.root)
    here = os.path.abspath(filename)
    pending = [(name, here, 0) for name in _modules_among(spelled.named)]
    seen: set[str] = {here}
    while pending:
        dotted, importer, hops = pending.pop()
        path = _module_file(dotted, importer, roots if importer == here else _roots(importer, config.root))
        if path is None or path in seen:
            continue
        seen.add(path)
        text, read[path] = _project_text(path)
        if (needle.search(text) is not None) if isinstance(needle, re.Pattern) else needle in text:
            return True
        if hops < _MAX_HOPS:
            statements = [_COMMENT.sub("", m.group(1)) for m in _IMPORT.finditer(text)]
            named = {target for statement in statements for _, target in _bindings(statement)}
            pending += [(name, path, hops + 1) for name in _modules_among(named)]
    return False


@lru_cache(maxsize=256)
def _roots(path: str, config_root) -> list:
    from jaxlint.analysis.api import project_roots

    return project_roots(path, config_root)


_MAX_HOPS = 6  # modules followed from this one's imports (analysis.definitions follows 4 re-exports)


def _modules_among(named) -> set[str]:
    """The names among `named`, and the ones above them, that may be project modules (not a
    known library's, not the standard library's)."""
    from jaxlint.analysis.api import facts

    out = set()
    for name in named:
        head = name.split(".", 1)[0]
        if head and (head + "." in facts.LIBRARY_ROOTS or head in sys.stdlib_module_names):
            continue
        level = len(name) - len(name.lstrip("."))
        parts = name[level:].split(".") if name[level:] else []
        out.update(name[:level] + ".".join(parts[:cut]) for cut in range(0 if level else 1, len(parts) + 1))
    return out


def _module_file(dotted: str, importer: str, roots) -> str | None:
    """The file a module name means, imported from `importer` (analysis.project's lookup)."""
    level = len(dotted) - len(dotted.lstrip("."))
    parts = [p for p in dotted[level:].split(".") if p]
    if level:
        base = os.path.dirname(importer)
        for _ in range(level - 1):
            base = os.path.dirname(base)
        bases = [base]
    else:
        bases = roots
    for base in bases:
        candidate = os.path.join(base, *parts)
        for path in ((candidate + ".py",) if parts else ()) + (os.path.join(candidate, "__init__.py"),):
            if os.path.isfile(path):
                return os.path.abspath(path)
    return None


_TEXTS: dict[str, tuple[tuple[int, int], str]] = {}  # path -> ((mtime_ns, size), text), once per process


def _project_text(path: str) -> tuple[str, tuple[int, int]]:
    """Another project module's text ("" past project_scan.MAX_BYTES or unreadable, as the
    analysis reads it) and its (mtime_ns, size)."""
    from jaxlint.project_scan import MAX_BYTES
    from jaxlint.source_io import SourceError, read_regular

    try:
        st = os.stat(path)
    except OSError:
        return "", (0, 0)
    stamp = (st.st_mtime_ns, st.st_size)
    cached = _TEXTS.get(path)
    if cached is None or cached[0] != stamp:
        try:
            text = read_regular(Path(path), MAX_BYTES).decode("utf-8", errors="replace") if st.st_size <= MAX_BYTES else ""
        except (SourceError, ValueError):
            text = ""
        cached = _TEXTS[path] = (stamp, text)
    return cached[1], stamp


def _may_not_parse(source: str) -> bool:
    """CPython rejects the text (or cannot read it: a null byte), or the nesting guard would
    (jaxlint/parsing.py): then LibCST's parse decides and says where (JAX000). What both accept, LibCST 1.9 parses too, for the
    grammar of the Python running jaxlint (a text CPython accepts and LibCST rejects would lose
    its JAX000; none is known)."""
    from jaxlint.parsing import nesting_problem, python_syntax_error

    return "\0" in source or nesting_problem(source) is not None or python_syntax_error(source) is not None
