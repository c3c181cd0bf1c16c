"""The language server's worker re-parses only the changed statements of a document
(jaxlint/lsp_incremental.py) and places findings by per-statement positions: after any chain of
edits, the spliced module must equal a parse of the whole text, its positions must equal a whole
positions pass, and the lint the server publishes must equal a from-scratch lint of that text."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import libcst as cst
import pytest

from jaxlint import lsp_worker
from jaxlint.config import Config
from jaxlint.engine import lint_source
from jaxlint.lsp_incremental import IncrementalParser, split_lines
from jaxlint.positions import positions_of
from tests.reliability._support import parses

REPO = Path(__file__).resolve().parent.parent
CORPUS = Path("/tmp/jaxlint-corpus/src")
sys.path.insert(0, str(REPO / "bench"))
from lsp_latency import document  # noqa: E402

# Edits a typist makes, and those that test the splice's edges: an `else:` that joins the
# statement before it, comments a block may claim, a decorator that joins the next statement,
# an unclosed string or bracket, another indent or newline style.
SNIPPETS = ["x = 1\n", "    y = 2\n", "else:\n    pass\n", "# comment\n", "    # indented comment\n", "\n",
            "def g():\n  return 1\n", "if a:\n", "@dec\n", "'''\n", "(\n", "  \n", "class C:\n\tpass\n",
            "elif b:\n    pass\n", "x = 1\r\n", "@jax.jit\ndef h(x):\n    if x > 0:\n        return x\n    return -x\n",
            "    return float(x)\n", "except ValueError:\n    pass\n"]


def edit(text: str, rng: random.Random) -> str:
    lines = split_lines(text)
    at = rng.randrange(len(lines) + 1)
    roll = rng.random()
    if roll < 0.35 and lines:
        del lines[at:at + rng.randrange(1, 4)]
    elif roll < 0.8:
        lines.insert(at, rng.choice(SNIPPETS))
    elif at < len(lines):
        line = lines[at]
        lines[at] = line.replace("=", "= 1 +", 1) if "=" in line else line.replace("x", "x + 1", 1)
    return "".join(lines)


def nodes(node: cst.CSTNode) -> list[cst.CSTNode]:
    out = [node]
    for child in node.children:
        out.extend(nodes(child))
    return out


def check_splices(texts: list[tuple[str, str]], seed: int, steps: int) -> int:
    """Random edit chains on each text; returns how many versions reused statements."""
    rng = random.Random(seed)
    reused = 0
    for name, text in texts:
        parser = IncrementalParser()
        parser.parse(name, text)
        for _ in range(steps):
            new = edit(text, rng)
            before = parser.documents.get(name)
            got = parser.parse(name, new)
            try:
                whole = cst.parse_module(new)
            except cst.ParserSyntaxError:
                assert got is None
                continue
            if got is None:  # the changed lines alone do not parse: the engine parses the whole
                continue
            assert got.module.code == new
            assert got.module.deep_equals(whole), (name, new)
            full, mine = positions_of(whole), got.positions()
            ours, theirs = nodes(got.module), nodes(whole)
            assert len(ours) == len(theirs)
            assert all(mine.get(a) == full.get(b) for a, b in zip(ours, theirs)), name
            if before is not None and set(map(id, before.statements)) & set(map(id, got.statements)):
                reused += 1
            text = new
    return reused


def repo_texts() -> list[tuple[str, str]]:
    """Short modules of this repository: varied syntax, quick to parse whole at every step."""
    paths = sorted((REPO / "jaxlint").glob("*.py")) + sorted((REPO / "examples").glob("*.py"))
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in paths]
    return [(name, text) for name, text in texts if 20 < text.count("\n") < 120]


def test_spliced_parse_equals_whole_parse():
    assert check_splices(repo_texts(), seed=19, steps=6) > 30  # most versions reuse statements


def test_splice_keeps_the_header_footer_and_styles():
    parser = IncrementalParser()
    text = "#!/usr/bin/env python\n# header\n\nimport jax\n\n\ndef f(x):\n  return x\n\n\ny = 1\n# footer\n"
    parser.parse("t.py", text)
    for new in (text.replace("y = 1", "y = 2"), text + "z = 3", text.replace("def f", "# c\ndef f"),
                text.replace("import jax\n", "import jax\nif x:\n\tpass\n"), text.replace("\n", "\r\n")):
        got = parser.parse("t.py", new)
        assert got is not None and got.module.deep_equals(cst.parse_module(new)) and got.module.code == new


def test_a_chunk_that_does_not_parse_keeps_the_last_base():
    parser = IncrementalParser()
    text = "import jax\n\n\ndef f(x):\n    return x\n\n\ndef g(x):\n    return x\n"
    first = parser.parse("t.py", text)
    assert parser.parse("t.py", text.replace("return x\n\n\ndef g", "return (x\n\n\ndef g")) is None
    assert parser.documents["t.py"] is first  # the next version is spliced against the last good one
    fixed = text.replace("def g(x)", "def g(y)")
    assert parser.parse("t.py", fixed).module.deep_equals(cst.parse_module(fixed))


def rule_example_texts() -> list[str]:
    from jaxlint import catalog

    texts = []
    for rule in catalog.rule_classes():
        texts.extend(example.program() for example in rule.invalid[:1])
    return texts


def scratch(source: str, filename: str, config: Config) -> dict:
    """What lint_job answers from a lint of the whole text, from nothing: a whole parse, a
    tokenize of the whole text for the noqa edits, and no results kept from an earlier lint."""
    saved = lsp_worker.lint_incrementally, lsp_worker._statement_pieces
    lsp_worker.lint_incrementally = lambda s, f, c, fixes=True: lint_source(s, f, c, statement_fixes=fixes)
    lsp_worker._statement_pieces = lambda f: None
    try:
        return lsp_worker.lint_job(source, filename, config)
    finally:
        lsp_worker.lint_incrementally, lsp_worker._statement_pieces = saved


def check_lints(texts: list[str], tmp_path: Path, seed: int, steps: int) -> int:
    """Each text's chain of versions linted one after another, as the server does (the parse,
    the noqa tokens and the per-node results of one lint serve the next), then each version
    from scratch."""
    rng = random.Random(seed)
    config = Config(root=tmp_path)
    compared = 0
    for i, text in enumerate(texts):
        path = tmp_path / f"doc_{i}.py"
        path.write_text(text)
        filename = str(path)
        chain = []
        for _ in range(steps):
            chain.append((text, lsp_worker.lint_job(text, filename, config)))
            text = edit(text, rng)
        for step, (version, answered) in enumerate(chain):
            assert answered == scratch(version, filename, config), (i, step)
            compared += 1
    return compared


def test_incremental_lint_equals_a_lint_from_scratch(tmp_path):
    """Every version's diagnostics (positions, fixes, noqa edits, traces) are those of a
    from-scratch lint: a generated document full of findings and every rule's first example."""
    texts = [document(200)] + rule_example_texts()
    assert check_lints(texts, tmp_path, seed=7, steps=4) >= 4 * len(texts)


@pytest.mark.corpus
def test_corpus_splices_and_lints_equal_from_scratch(tmp_path):
    if not CORPUS.is_dir():
        pytest.skip("no corpus (../shared/tools/corpus.sh)")
    files = random.Random(3).sample(sorted(CORPUS.rglob("*.py")), 40)
    texts = [(str(p), p.read_text(encoding="utf-8", errors="replace")) for p in files]
    parsed = [(name, text) for name, text in texts if parses(text)]
    assert check_splices(parsed, seed=5, steps=8) > 0
    check_lints([text for _, text in parsed[:12]], tmp_path, seed=11, steps=5)


PLANNER_TEXTS = [
    'import jax\n\n\ndef f(x):\n    s = """a\nb\n"""  # noqa: JAX101\n    return x\n\n\nt = f"""{1}\n"""\n',
    "# header\n# more\n\nx = (1 +\n     2)  # trailing\ny = 1 + \\\n    2\n\n# footer\n",
    "def g():\n    pass\n    # claimed by the block\n\n\nclass C:\n    '''doc\n    string'''\n",
    "x = 1\r\ny = '''a\r\nb'''\r\n",
    "x = 1  # no newline at the end",
]


@pytest.mark.parametrize("text", PLANNER_TEXTS + rule_example_texts()[:6])
def test_noqa_tokens_by_statement_equal_one_tokenize_of_the_file(tmp_path, text):
    from jaxlint.noqa import NoqaPlanner

    filename = str(tmp_path / "doc.py")
    lsp_worker._PARSER = IncrementalParser()
    lsp_worker._PARSER.parse(filename, text)
    pieces = lsp_worker._statement_pieces(filename)
    assert pieces is not None and "".join(pieces) == text
    whole, cut = NoqaPlanner(text), NoqaPlanner(text, pieces)
    again = NoqaPlanner(text, pieces)  # every piece's tokens from the last planner
    assert whole.ok and (whole.comments, whole.strings) == (cut.comments, cut.strings) == (again.comments, again.strings)
    assert [whole.edit_for(row, "JAX101") for row in range(1, text.count("\n") + 2)] == [
        cut.edit_for(row, "JAX101") for row in range(1, text.count("\n") + 2)]
