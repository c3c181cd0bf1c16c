"""The prefilter over the real-world corpus: every file it skips, linted anyway with every rule
(preview ones too), reports nothing; and on every file, the names the analysis resolves through
the imports are among those the text-level reading finds (`prefilter.Spelled`).

Marked `corpus` (slow): run with `pytest -m corpus` when ../shared/tools/corpus.sh has built it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from jaxlint import engine, prefilter
from jaxlint.config import Config
from jaxlint.engine import lint_source, selected_rules
from tests.test_prefilter import names_and_attributes

CORPUS = Path(os.environ.get("JAXLINT_CORPUS", "/tmp/jaxlint-corpus")) / "src"

pytestmark = [
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"corpus not built at {CORPUS} (run ../shared/tools/corpus.sh)"),
]


def _jax_files(config: Config) -> list[tuple[str, str]]:
    out = []
    for path in sorted(CORPUS.rglob("*.py")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if prefilter.mentions_jax(text, config):
            out.append((str(path.resolve()), text))
    return out


def test_the_files_it_skips_hold_no_finding(monkeypatch):
    config = Config(preview=True, select=("JAX",))
    files = _jax_files(config)
    together = frozenset(path for path, _ in files)
    rules = selected_rules(config)
    skipped = [(path, text) for path, text in files
               if not prefilter.may_hold_findings(text, path, config, rules, together, True)]
    assert len(skipped) > len(files) // 4  # the corpus has hundreds: the test is not vacuous
    monkeypatch.setattr(engine, "may_hold_findings", lambda *args, **kwargs: True)
    found = {path: [(d.code, d.location.row) for d in result.diagnostics + result.related]
             for path, text in skipped
             if (result := lint_source(text, path, config, linted_together=together)).diagnostics or result.related}
    assert found == {}


def test_the_text_names_what_the_imports_resolve():
    import libcst as cst

    from jaxlint.analysis.imports import dotted_name
    from jaxlint.analysis.module_index import build_index

    missed = {}
    for path, text in _jax_files(Config()):
        try:
            module = cst.parse_module(text)
        except cst.ParserSyntaxError:
            continue
        imports = build_index(module).imports
        names = set()
        for node in names_and_attributes(module):
            dotted = dotted_name(node)
            resolved = imports.resolve(dotted) if dotted is not None else None
            if resolved is not None:
                names |= {imports.spelled(dotted), resolved}
        tokens = prefilter.Spelled(text).tokens
        lost = {name for name in names if not name.startswith(".") and "=" + name not in tokens}
        if lost:
            missed[path] = sorted(lost)[:5]
    assert missed == {}
