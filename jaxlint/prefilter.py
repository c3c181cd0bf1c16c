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
_NOQA = re.compile(r"noqa", re.IGNORECASE)
# Where an import statement starts: a line's start (after its indentation), a `;`, or the `:` of
# a one-line compound statement (`try: import x`); what it imports from, or its names.
_IMPORT = re.compile(r"(?:^|[;:])[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import\b|import[ \t]+([^\n#;]*))", re.M)


def may_hold_findings(source: str, filename: str, config: Config, rules, linted_together: frozenset[str],
                      on_disk: bool, parsed: bool = False) -> bool:
    """Whether one of `rules` (classes, with `triggers`) or an engine code can report in this
    text: a selected rule's trigger holds, a noqa may go unused (JAX100), or the text may not
    parse (JAX000; `parsed`: it did). False: the file is skipped, unparsed."""
    from jaxlint.rules.base import PROJECT_IMPORT, TRACED_CODE

    if not parsed and config.is_selected("JAX000", filename) and _may_not_parse(source):
        return True
    if config.is_selected("JAX100", filename) and _NOQA.search(source):
        return True
    words = frozenset(_WORD.findall(source))
    known: dict[str, bool] = {}

    def holds(pseudo: str) -> bool:
        if pseudo not in known:
            if pseudo == TRACED_CODE:
                known[pseudo] = spells_transform(words, config) or (
                    on_disk and transformed_elsewhere(filename, config, linted_together))
            else:
                known[pseudo] = pseudo == PROJECT_IMPORT and imports_project(source)
        return known[pseudo]

    for rule in rules:
        for needed in rule.triggers:
            missing = needed - words
            if not missing or all(holds(word) for word in missing):
                return True
    return False


def spells_transform(words: frozenset[str], config: Config) -> bool:
    """The text can apply a transform (facts.TRACING, `extra-jit-decorators`) to a function of
    its own or to another module's: the only places where the analysis starts traced code."""
    from jaxlint.analysis.api import facts

    return any(spelled <= words for spelled in facts.TRACING_SPELLINGS) or any(
        name.rpartition(".")[2] in words for name in config.extra_jit_decorators)


def imports_project(source: str) -> bool:
    """Whether an import statement may name another module of the project: relative, or not
    rooted in a known library or the standard library (what analysis.definitions counts as
    one: a call there may reach a function jitted with static arguments). A continued import
    line counts: its names are not read."""
    from jaxlint.analysis.api import facts

    for match in _IMPORT.finditer(source):
        if match.group(0).rstrip().endswith("\\"):
            return True
        modules = [match.group(1)] if match.group(1) is not None else [
            item.split()[0] for item in match.group(2).split(",") if item.split()]
        for module in modules:
            head = module.split(".", 1)[0]
            if not head or head + "." not in facts.LIBRARY_ROOTS and head not in sys.stdlib_module_names:
                return True
    return False


def _may_not_parse(source: str) -> bool:
    """CPython rejects the text, or the nesting guard would (jaxlint/parsing.py): then the parse
    decides and reports where (JAX000). A text both accept is one LibCST parses."""
    from jaxlint.parsing import nesting_problem, python_syntax_error

    return nesting_problem(source) is not None or python_syntax_error(source) is not None
