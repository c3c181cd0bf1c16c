"""Jupyter notebooks end to end: an .ipynb's code cells are linted as one module, findings are
placed by cell and row within the cell, and --fix / --diff rewrite only the changed cells'
sources, keeping every other byte (outputs, execution counts, metadata, ids, layout).

The mistakes in these notebooks are real: each is executed under JAX here, from the test's own
source strings (jaxlint itself never executes a notebook), and raises as its rule says.
"""

from __future__ import annotations

import json
import textwrap

import jax
import jax.numpy as jnp
import pytest

from jaxlint import notebooks, runner
from jaxlint.diagnostics import Diagnostic, Edit, Fix, Location
from jaxlint.discovery import discover
from jaxlint.config import Config
from jaxlint.notebooks import NotebookError, drop_cross_cell_fixes, join_cells, read_notebook
from tests.helpers import isolated, notebook_json, run_cli, write  # noqa: F401 (fixture)

SETUP = "import jax\nimport jax.numpy as jnp\n%matplotlib inline\n!pip list\n"
BRANCH = "@jax.jit\ndef relu(x):\n    if x > 0:\n        return x\n    return 0.0 * x\n"  # JAX101 at 3:8
TO_FLOAT = "jnp.sum?\n@jax.jit\ndef scale(x):\n    return x * float(x)\n"  # JAX105 at 4:16
SHAPE = "@jax.jit\ndef ones_like_sum(x):\n    n = int(x.sum())\n    return jnp.ones(n)\n"  # JAX105 at 3:9
STREAM = [{"name": "stdout", "output_type": "stream", "text": ["packages\n"]}]
IMAGE = [{"data": {"image/png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
                   "text/plain": ["<Figure size 640x480 with 1 Axes>"]},
          "metadata": {}, "output_type": "display_data"}]
ERROR = [{"ename": "TracerBoolConversionError", "evalue": "Attempted boolean conversion", "output_type": "error",
          "traceback": ["\u001b[0;31mTracerBoolConversionError\u001b[0m"]}]


def explore() -> str:
    """Markdown, a setup cell with magics, then one jit mistake in each of three code cells."""
    return notebook_json([("markdown", "# Explore\n"), ("code", SETUP), ("code", BRANCH), ("code", TO_FLOAT),
                          ("markdown", "Shapes:"), ("code", SHAPE)],
                         outputs={1: STREAM, 2: ERROR, 3: IMAGE})


def findings(capsys, *argv: str) -> list[dict]:
    code, out, err = run_cli(capsys, "check", *argv, "--output-format", "json")
    assert code in (0, 1), err
    return json.loads(out)


def places(items: list[dict]) -> list[tuple]:
    return [(d["filename"], d["cell"], d["code"], d["location"]["row"], d["location"]["column"]) for d in items]


# --- the mistakes are real -------------------------------------------------------------------

def _cell_code(source: str) -> str:
    """A cell's Python, its IPython lines dropped (as IPython would transform them away)."""
    return "".join(line for line in source.splitlines(keepends=True) if not line.lstrip().startswith(("%", "!"))
                   and not line.rstrip().endswith("?"))


def _run_cells(*sources: str) -> dict:
    namespace: dict = {}
    for source in sources:
        exec(compile(_cell_code(source), "<cell>", "exec"), namespace)
    return namespace


@pytest.mark.parametrize("source, name, error", [
    (BRANCH, "relu", jax.errors.TracerBoolConversionError),
    (TO_FLOAT, "scale", jax.errors.ConcretizationTypeError),
    (SHAPE, "ones_like_sum", jax.errors.ConcretizationTypeError),
])
def test_each_mistake_raises_under_jax(source, name, error):
    namespace = _run_cells(SETUP, source)
    with pytest.raises(error):
        namespace[name](jnp.array(2.0))


# --- positions ---------------------------------------------------------------------------------

def test_three_mistakes_in_three_cells_by_name(isolated, capsys):
    write(isolated, "explore.ipynb", explore())
    assert places(findings(capsys, "explore.ipynb")) == [
        ("explore.ipynb", 3, "JAX101", 3, 8),
        ("explore.ipynb", 4, "JAX105", 4, 16),
        ("explore.ipynb", 6, "JAX105", 3, 9),
    ]


def test_concise_and_full_name_the_cell(isolated, capsys):
    write(isolated, "explore.ipynb", explore())
    code, out, _ = run_cli(capsys, "check", "explore.ipynb", "--output-format", "concise")
    assert code == 1
    assert out.splitlines()[:3] == [
        "explore.ipynb:cell 3:3:8: JAX101 [*] " + out.splitlines()[0].split(" [*] ", 1)[1],
        "explore.ipynb:cell 4:4:16: JAX105 " + out.splitlines()[1].split(" JAX105 ", 1)[1],
        "explore.ipynb:cell 6:3:9: JAX105 " + out.splitlines()[2].split(" JAX105 ", 1)[1],
    ]
    code, out, _ = run_cli(capsys, "check", "explore.ipynb")
    assert "explore.ipynb:cell 4:4:16: JAX105" in out
    assert "4 |     return x * float(x)\n" in out  # the frame shows the cell's own row 4, not JSON


def test_python_files_get_a_null_cell(isolated, capsys):
    write(isolated, "mod.py", "import jax\n" + BRANCH)
    assert [d["cell"] for d in findings(capsys, "mod.py")] == [None]


def test_folder_walk_finds_notebooks_and_respects_gitignore(isolated, capsys):
    write(isolated, "notebooks/explore.ipynb", explore())
    write(isolated, "scratch/old.ipynb", explore())
    write(isolated, ".gitignore", "scratch/\n")
    (isolated / ".git").mkdir()
    files, errors = discover([isolated], Config(root=isolated))
    assert [p.name for p in files] == ["explore.ipynb"] and errors == []
    assert {(d["filename"], d["cell"]) for d in findings(capsys, ".")} == {
        ("notebooks/explore.ipynb", 3), ("notebooks/explore.ipynb", 4), ("notebooks/explore.ipynb", 6)}


def test_magics_shell_escapes_and_help_keep_rows(isolated, capsys):
    cell = textwrap.dedent("""\
        %load_ext autoreload
        files = !ls
        jnp.where??
        @jax.jit
        def f(x):
            %time y = x + 1
            if x > 0:
                return x
            return -x
        """)
    write(isolated, "nb.ipynb", notebook_json([("code", SETUP), ("code", cell),
                                                ("code", "%%time\n@jax.jit\ndef g(x):\n    if x > 0:\n        return x\n"),
                                                ("code", "%%bash\nif [ -x ]; then echo; fi\n")]))
    assert places(findings(capsys, "nb.ipynb")) == [("nb.ipynb", 2, "JAX101", 7, 8)]  # %%time/%%bash cells: skipped


def test_continued_shell_escapes_and_indented_cells_are_what_ipython_runs(isolated, capsys):
    """`!git clone \\` continued on an indented line is one shell escape; a cell whose first line
    is indented runs too (IPython strips the indent): neither is a syntax error."""
    escape = textwrap.dedent("""\
        import os
        if not os.path.exists("repo"):
          !git clone --depth=1 \\
             https://example.invalid/repo repo
        @jax.jit
        def f(x):
            if x > 0:
                return x
            return -x
        """)
    indented = " print('indented first line')\nfor i in range(2):\n    print(i)\n"
    write(isolated, "nb.ipynb", notebook_json([("code", SETUP), ("code", escape), ("code", indented)]))
    assert places(findings(capsys, "nb.ipynb")) == [("nb.ipynb", 2, "JAX101", 7, 8)]


def test_noqa_in_a_cell_and_per_file_ignores(isolated, capsys):
    write(isolated, "a.ipynb", notebook_json([("code", SETUP), ("code", BRANCH.replace("if x > 0:", "if x > 0:  # noqa: JAX101")),
                                               ("code", TO_FLOAT)]))
    write(isolated, "b.ipynb", notebook_json([("code", SETUP), ("code", BRANCH), ("code", TO_FLOAT)]))
    write(isolated, "pyproject.toml", '[tool.jaxlint.per-file-ignores]\n"b*.ipynb" = ["JAX105"]\n')
    assert places(findings(capsys, ".")) == [("a.ipynb", 3, "JAX105", 4, 16), ("b.ipynb", 2, "JAX101", 3, 8)]


def test_other_languages_are_not_linted(isolated, capsys):
    write(isolated, "r.ipynb", notebook_json([("code", BRANCH)], language="R"))
    vscode = json.loads(notebook_json([("code", SETUP), ("code", BRANCH), ("code", TO_FLOAT)]))
    vscode["cells"][1]["metadata"] = {"vscode": {"languageId": "sql"}}
    write(isolated, "v.ipynb", json.dumps(vscode, indent=1))
    assert places(findings(capsys, ".")) == [("v.ipynb", 3, "JAX105", 4, 16)]


def test_stdin_with_a_notebook_name(isolated, capsys, monkeypatch):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(explore().encode())))
    assert [d["cell"] for d in findings(capsys, "--stdin-filename", "explore.ipynb")] == [3, 4, 6]


def test_other_formats_name_the_cell_and_stay_valid(isolated, capsys):
    write(isolated, "explore.ipynb", explore())
    text = explore()
    branch_line, shape_line = (text[:text.index(needle)].count("\n") + 1
                               for needle in ('"    if x > 0:\\n"', '"    n = int(x.sum())\\n"'))
    code, out, _ = run_cli(capsys, "check", "explore.ipynb", "--output-format", "sarif")
    results = json.loads(out)["runs"][0]["results"]
    assert [r["properties"] for r in results] == [
        {"cell": 3, "cellLine": 3, "cellColumn": 8}, {"cell": 4, "cellLine": 4, "cellColumn": 16},
        {"cell": 6, "cellLine": 3, "cellColumn": 9}]
    assert results[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == branch_line
    assert all("fixes" not in r for r in results)  # a cell's edits have no place in the JSON text
    code, out, _ = run_cli(capsys, "check", "explore.ipynb", "--output-format", "github")
    assert f"line={shape_line}" in out.splitlines()[2]
    assert "::explore.ipynb:cell 6:3:9: JAX105" in out.splitlines()[2]
    code, out, _ = run_cli(capsys, "check", "explore.ipynb", "--output-format", "gitlab")
    issues = json.loads(out)
    assert [i["location"]["lines"]["begin"] for i in issues][0] == branch_line
    assert len({i["fingerprint"] for i in issues}) == 3


# --- fixing --------------------------------------------------------------------------------------

def _valid_nbformat4(nb: dict) -> None:
    """The structural checks of nbformat 4's schema that a rewrite could break."""
    assert set(nb) >= {"cells", "metadata", "nbformat", "nbformat_minor"} and nb["nbformat"] == 4
    for cell in nb["cells"]:
        assert cell["cell_type"] in ("code", "markdown", "raw") and isinstance(cell["metadata"], dict)
        assert isinstance(cell["source"], list) and all(isinstance(line, str) for line in cell["source"])
        assert all(line.endswith("\n") for line in cell["source"][:-1])
        if cell["cell_type"] == "code":
            assert isinstance(cell["outputs"], list) and "execution_count" in cell


def test_fix_rewrites_one_cell_and_keeps_every_other_byte(isolated, capsys):
    before = explore()
    path = write(isolated, "explore.ipynb", before)
    code, out, err = run_cli(capsys, "check", "--fix", "explore.ipynb", "--output-format", "concise")
    after = path.read_text(encoding="utf-8")
    old, new = json.loads(before), json.loads(after)
    _valid_nbformat4(new)
    # only cell 3's source changed; its outputs, count, id and metadata, and every other cell, are as they were
    assert [i for i, (a, b) in enumerate(zip(old["cells"], new["cells"])) if a != b] == [2]
    assert {k: v for k, v in new["cells"][2].items() if k != "source"} == {
        k: v for k, v in old["cells"][2].items() if k != "source"}
    assert new["metadata"] == old["metadata"] and new["nbformat_minor"] == old["nbformat_minor"]
    # byte for byte: the file is Jupyter's own layout of the new content (indent 1, trailing newline)
    assert after == json.dumps(new, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    start = before.index('"source"', before.index('"id": "cell-2"'))
    assert after[:start] == before[:start]
    assert after.endswith(before[before.index("]", start) + 1:])
    assert "cell 3" not in out and "cell 4:4:16: JAX105" in out and "cell 6:3:9: JAX105" in out
    # the fixed cell runs under jit and matches the original's eager result
    fixed_cell = "".join(new["cells"][2]["source"])
    fixed, original = _run_cells(SETUP, fixed_cell), _run_cells(SETUP, BRANCH)
    for value in (2.0, -3.0):
        assert fixed["relu"](jnp.array(value)) == original["relu"].__wrapped__(value)


def test_fix_keeps_string_sources_bom_crlf_and_indent(isolated, capsys):
    nb = json.loads(explore())
    nb["cells"][2]["source"] = BRANCH  # a string source, as some tools write
    text = json.dumps(nb, indent=2).replace("\n", "\r\n")  # no trailing newline, CRLF, two spaces
    path = write(isolated, "nb.ipynb", b"\xef\xbb\xbf" + text.encode())
    run_cli(capsys, "check", "--fix", "nb.ipynb")
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and not raw.endswith(b"\n")
    fixed = json.loads(raw[3:])
    assert isinstance(fixed["cells"][2]["source"], str) and "jnp.where(x > 0, x, 0.0 * x)" in fixed["cells"][2]["source"]
    nb["cells"][2]["source"] = fixed["cells"][2]["source"]
    assert raw[3:].decode() == json.dumps(nb, indent=2).replace("\n", "\r\n")


def test_diff_is_per_cell_and_writes_nothing(isolated, capsys):
    path = write(isolated, "explore.ipynb", explore())
    code, out, _ = run_cli(capsys, "check", "--diff", "explore.ipynb")
    assert code == 1 and path.read_text(encoding="utf-8") == explore()
    assert out.startswith("--- a/explore.ipynb:cell 3\n+++ b/explore.ipynb:cell 3\n")
    assert "-    if x > 0:\n" in out and "+    return jnp.where(x > 0, x, 0.0 * x)\n" in out


def test_a_fix_across_a_cell_boundary_is_not_applied(isolated, capsys):
    # the function's last line is in the next cell: the joined module parses, the fix would span both
    # (a cell whose first line is indented is skipped: IPython strips the indent, so it starts with a comment)
    head, tail = "@jax.jit\ndef relu(x):\n    if x > 0:\n        return x\n", "# the rest of relu\n    return 0.0 * x\n"
    path = write(isolated, "nb.ipynb", notebook_json([("code", SETUP), ("code", head), ("code", tail)]))
    assert places(findings(capsys, "nb.ipynb")) == [("nb.ipynb", 2, "JAX101", 3, 8)]
    assert findings(capsys, "nb.ipynb")[0]["fix"] is None
    run_cli(capsys, "check", "--fix", "nb.ipynb")
    assert path.read_text(encoding="utf-8") == notebook_json([("code", SETUP), ("code", head), ("code", tail)])


def test_drop_cross_cell_fixes_keeps_edits_inside_a_cell():
    joined = join_cells([(1, "a = 1\n"), (2, "%time b = 2\nc = 3\n")])
    boundary = joined.text.index("# ")
    placeholder = joined.text.index("pass  #")
    inside = Diagnostic("JAX101", "n", "m", "f.ipynb", Location(1, 0), Location(1, 1),
                        fix=Fix("ok", (Edit(4, 5, "2"),)))
    crossing = Diagnostic("JAX101", "n", "m", "f.ipynb", Location(1, 0), Location(1, 1),
                          fix=Fix("no", (Edit(0, boundary + 3, ""),)))
    on_magic = Diagnostic("JAX101", "n", "m", "f.ipynb", Location(1, 0), Location(1, 1),
                          fix=Fix("no", (Edit(placeholder + 1, placeholder + 2, "x"),)))
    drop_cross_cell_fixes([inside, crossing, on_magic], joined)
    assert inside.fix is not None and crossing.fix is None and on_magic.fix is None
    assert joined.split(joined.text) == ["a = 1\n", "%time b = 2\nc = 3\n"]


# --- caching -----------------------------------------------------------------------------------

def test_cache_keeps_cells_and_sees_output_only_changes(isolated, capsys, monkeypatch, tmp_path_factory):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    monkeypatch.delenv("JAXLINT_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("user-cache")))
    path = write(isolated, "explore.ipynb", explore())
    cold = findings(capsys, ".")
    calls: list[str] = []
    original = runner.lint_file
    monkeypatch.setattr(runner, "lint_file", lambda p, c, *rest: calls.append(p) or original(p, c, *rest))
    assert findings(capsys, ".") == cold and calls == []  # a hit: the cell numbers come back from the cache
    nb = json.loads(path.read_text(encoding="utf-8"))
    nb["cells"].insert(0, {"cell_type": "markdown", "id": "new", "metadata": {}, "source": ["Intro\n"]})
    path.write_text(json.dumps(nb, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    assert [d["cell"] for d in findings(capsys, ".")] == [4, 5, 7] and len(calls) == 1


# --- bad notebooks ---------------------------------------------------------------------------------

@pytest.mark.parametrize("content, reason", [
    (b"{", "not valid JSON: Expecting property name enclosed in double quotes (line 1, column 2)"),
    (b"", "not valid JSON: Expecting value (line 1, column 1)"),
    (b"[1, 2]", "not a notebook: its JSON is not an object"),
    (b'{"nbformat": 3, "nbformat_minor": 0, "worksheets": []}', "expected nbformat 4, found 3"),
    (b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": {}}', "'cells' is not a list"),
    (b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [3]}', "cell 1 is not an object"),
    (b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [{"cell_type": "code", "source": 7}]}',
     "cell 1: 'source' is not a string or a list of strings"),
    (b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [{"cell_type": "code", "source": ["a", 1]}]}',
     "cell 1: 'source' is not a string or a list of strings"),
    (b"\xff\xfe{}", "not UTF-8 (byte 0)"),
    (b"[" * 100000 + b"]" * 100000, "not valid JSON: nested too deeply"),
])
def test_a_bad_notebook_is_one_jax000_line(isolated, capsys, content, reason):
    write(isolated, "bad.ipynb", content)
    for argv in (("check", "bad.ipynb"), ("check", "--fix", "bad.ipynb")):
        code, out, err = run_cli(capsys, *argv, "--output-format", "concise")
        assert code == 1 and "Traceback" not in out + err
        assert out.splitlines()[0] == f"bad.ipynb:1:1: JAX000 cannot read notebook: {reason}"
    assert (isolated / "bad.ipynb").read_bytes() == content


def test_a_huge_notebook_is_not_read(isolated, capsys, monkeypatch):
    monkeypatch.setattr(runner, "MAX_NOTEBOOK_BYTES", 1000)
    write(isolated, "big.ipynb", explore() + " " * 1000)
    code, out, err = run_cli(capsys, "check", "big.ipynb", "--output-format", "concise")
    assert code == 1 and out.startswith("big.ipynb:1:1: JAX000 cannot read notebook: ") and "Traceback" not in err
    monkeypatch.setattr(notebooks, "MAX_NOTEBOOK_BYTES", 1000)
    with pytest.raises(NotebookError, match="larger than"):
        read_notebook(explore().encode() + b" " * 1000)


def test_verify_never_runs_a_notebook(isolated, capsys):
    marker = isolated / "ran"
    cell = f"import jax\nopen({str(marker)!r}, 'w').close()\n@jax.jit\ndef f(x):\n    return x + 1\n"
    write(isolated, "run.ipynb", notebook_json([("code", cell)]))
    code, out, err = run_cli(capsys, "verify", ".")
    assert code == 0 and "No traced entry points" in out and not marker.exists()
