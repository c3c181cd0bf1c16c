"""Which files can hold a finding, decided from their text, before LibCST parses them.

Most files of a mixed repository never mention jax: they are not parsed at all. A module that
never mentions jax can still be traced when another project module, not linted in the same
run, passes its functions to a transform; `transformed_elsewhere` finds that from the
project's text (jaxlint/project_scan.py).

Of the files that do mention jax, many spell no transform and none of the names the module
rules look for. Each rule declares the words its findings need (`Rule.triggers`, derived from
the facts table: a name reaches a module only through imports and attribute chains that spell
each of its parts); `may_hold_findings` tests them, with the engine's own codes (JAX100 needs a
noqa, JAX000 a text that does not compile), so such a file is skipped like one that never
mentions jax.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from jaxlint.config import Config
from jaxlint.project_scan import candidates

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
    here = Path(os.path.abspath(filename)).parent
    for folder in [here, *here.parents][:8]:
        if (folder / ".git").exists() or (folder / ".hg").exists():
            return folder
    top = here
    while (top / "__init__.py").exists() and top.parent != top:
        top = top.parent
    return top


def transformed_elsewhere(filename: str, config: Config, linted_together: frozenset[str]) -> bool:
    """A module that never mentions jax can still be traced: another project module, not
    linted in this run, may pass its functions to a transform (a text test, no parse)."""
    together = frozenset(os.path.abspath(p) for p in linted_together)
    return bool(candidates(filename, scan_root(filename, config), together, hops=2, enough=1))


_WORD = re.compile(r"\w+")
_ATTRIBUTE = re.compile(r"\.[ \t\\\r\n]*(\w+)")  # `.name`: an attribute or a method
_NOQA = re.compile(r"noqa[^\r\n]*?jax", re.IGNORECASE)  # JAX100 judges only JAX codes
# An import statement: at a line's start (after its indentation), after a `;`, or after the `:`
# of a one-line compound statement (`try: import x`); a parenthesised name list may span lines.
_IMPORT = re.compile(r"(?:^|[;:])[ \t]*(from[ \t]+[.\w]+[ \t]+import[ \t]*(?:\([^)]*\)|[^\n;#]*)|import[ \t]+[^\n;#]*)",
                     re.M)
# A dotted chain as LibCST's Attribute nodes read it: spaces, line breaks and closing parentheses
# may stand between its parts (`(jax.numpy).sum`, a chain over lines in brackets).
_CHAIN = re.compile(r"\w+(?:[\s)\\]*\.[\s\\]*\w+)+")
_PARTS = re.compile(r"\w+")
_FROM = re.compile(r"from\s+([.\w]+)\s+import\s*(.*)", re.S)
_COMMENT = re.compile(r"#[^\n]*")


def may_hold_findings(source: str, filename: str, config: Config, rules, linted_together: frozenset[str],
                      on_disk: bool, parsed: bool = False) -> bool:
    """Whether one of `rules` (classes, with `triggers`) or an engine code can report in this
    text: a selected rule's trigger holds, a noqa may go unused (JAX100), or the text may not
    parse (JAX000; `parsed`: it did). False: the file is skipped, unparsed."""
    from jaxlint.rules.base import PROJECT_IMPORT, TRACED_CODE

    pseudo = frozenset({TRACED_CODE, PROJECT_IMPORT})
    spelled = Spelled(source)
    known: dict[str, bool] = {}

    def holds(pseudo: str) -> bool:
        if pseudo not in known:
            if pseudo == TRACED_CODE:
                known[pseudo] = spells_transform(spelled, config) or (
                    on_disk and transformed_elsewhere(filename, config, linted_together))
            else:
                known[pseudo] = pseudo == PROJECT_IMPORT and on_disk and imports_project(spelled, filename, config)
        return known[pseudo]

    tokens = spelled.tokens
    for rule in rules:
        for needed in rule.triggers:
            if needed <= tokens or (not needed.isdisjoint(pseudo) and all(holds(t) for t in needed - tokens)):
                return True
    if config.is_selected("JAX100", filename) and _NOQA.search(source):
        return True
    return not parsed and config.is_selected("JAX000", filename) and _may_not_parse(source)


class Spelled:
    """What a text spells, as the tokens `facts.spellings` writes: `w` every word, `.a` every
    attribute read, and `=a.b` every name its imports can make a dotted name mean (the
    analysis' ImportTable, read from the text): each name an import statement binds, each
    chain `alias.x.y` read from such a name, their canonical names (`jax._src.numpy.x.sum`
    is `jax.numpy.sum`), and every name above one of those."""

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
        for chain in _CHAIN.findall(joined) if aliases else ():
            head, *rest = _PARTS.findall(chain)
            for target in aliases.get(head, ()):
                named.add(".".join([target, *rest]))
        named |= {facts.canonical(name) for name in named}
        above = {".".join(parts[:cut]) for parts in (n.split(".") for n in named) for cut in range(1, len(parts))}
        self.tokens = frozenset(words | {"." + a for a in _ATTRIBUTE.findall(source)} | {"=" + n for n in named | above})

    def imported_modules(self) -> list[str]:
        """The module paths the import statements name (`from a.b import c`: a.b; `import a.b
        as c, d`: a.b and d); relative ones keep their dots."""
        out = []
        for statement in self.imports:
            found = _FROM.match(statement)
            if found is not None:
                out.append(found.group(1))
            else:
                out += [item.split()[0] for item in statement[len("import"):].split(",") if item.split()]
        return out


def _bindings(statement: str) -> list[tuple[str, str]]:
    """(name bound, full name) of an import statement, as the analysis' ImportTable reads it:
    `import a.b` binds a to a (and names a.b), `import a.b as c` c to a.b, `from a import b as
    c` c to a.b; a relative or star import binds nothing a library name could be."""
    found = _FROM.match(statement)
    if found is not None:
        module, names = found.groups()
        if module.startswith("."):
            return []
        out = [(module, module)]  # the module itself is named (`from jax.experimental.maps import ...`)
        for item in names.strip().strip("()").split(","):
            parts = item.split()
            if parts and parts[0] != "*":
                out.append((parts[-1] if len(parts) == 3 else parts[0], f"{module}.{parts[0]}"))
        return out
    out = []
    for item in statement[len("import"):].split(","):
        parts = item.split()
        if parts:
            out.append((parts[-1], parts[0]) if len(parts) == 3 else (parts[0].split(".")[0], parts[0].split(".")[0]))
            out.append((parts[0], parts[0]))  # the path itself is named (`import jax.experimental.maps`)
    return out


def spells_transform(spelled: Spelled, config: Config) -> bool:
    """The text can apply a transform (facts.TRACING, `extra-jit-decorators`) to a function of
    its own or to another module's: the only places where the analysis starts traced code."""
    from jaxlint.analysis.api import facts

    tokens = spelled.tokens
    return any(needed <= tokens for needed in facts.TRACING_SPELLINGS) or any(
        name.rpartition(".")[2] in tokens for name in config.extra_jit_decorators)


def imports_project(spelled: Spelled, filename: str, config: Config) -> bool:
    """Whether an import statement may name another module of the project (what the analysis
    follows a call into, analysis.definitions): a relative one, or one whose top package or
    module is a file or folder where the project's absolute imports resolve, and not a known
    library's or the standard library's."""
    from jaxlint.analysis.api import facts, project_roots

    roots = None
    for module in spelled.imported_modules():
        head = module.split(".", 1)[0]
        if not head:
            return True  # relative: this package's
        if head + "." in facts.LIBRARY_ROOTS or head in sys.stdlib_module_names:
            continue
        roots = roots if roots is not None else project_roots(filename, config.root)
        if any((root / (head + ".py")).is_file() or (root / head).is_dir() for root in roots):
            return True
    return False


def _may_not_parse(source: str) -> bool:
    """CPython rejects the text, or the nesting guard would (jaxlint/parsing.py): then LibCST's
    parse decides and says where (JAX000). What both accept, LibCST 1.9 parses too, for the
    grammar of the Python running jaxlint (a text CPython accepts and LibCST rejects would lose
    its JAX000; none is known)."""
    from jaxlint.parsing import nesting_problem, python_syntax_error

    return nesting_problem(source) is not None or python_syntax_error(source) is not None
