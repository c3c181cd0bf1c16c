"""End-to-end tests of `jaxlint server`: a real subprocess driven by pytest-lsp's client.

Edits the server sends are applied here by independent code (positions in the client's units,
UTF-16 for the VS Code capabilities), then sent back as didChange, and the next diagnostics
must show the effect. Few tests, each a short session.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types as lsp  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features  # noqa: E402

SERVER = [sys.executable, "-m", "jaxlint", "server"]

# JAX101 (safe fix), JAX102 (unsafe fix), JAX302 (safe fix).
SOURCE = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x, y):
    z = 1.0 if x > 0 else 2.0
    w = x and y
    print(x)
    return z + w
"""


def _make_client() -> LanguageClient:
    """pytest-lsp's client, also recording each publish's version and the server's registrations."""
    client = LanguageClient()
    client.published = {}
    client.history = []
    client.registrations = []

    def publish(params: lsp.PublishDiagnosticsParams) -> None:
        client.diagnostics[params.uri] = params.diagnostics
        client.published[params.uri] = (params.version, list(params.diagnostics))
        client.history.append((params.uri, params.version))

    def register(params: lsp.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    register_lsp_features(client, features)
    client.feature(lsp.CLIENT_REGISTER_CAPABILITY)(register)
    return client


CONFIG = ClientServerConfig(server_command=SERVER, client_factory=_make_client)


async def _start(lsp_client: LanguageClient, tmp_path: Path, capabilities: str) -> None:
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=client_capabilities(capabilities),
        root_uri=tmp_path.as_uri(),
        workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="project")],
    ))


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path):
    await _start(lsp_client, tmp_path, "visual-studio-code")
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def neovim(lsp_client: LanguageClient, tmp_path):
    await _start(lsp_client, tmp_path, "neovim@v0.11.0")
    yield
    await lsp_client.shutdown_session()


# --- helpers: independent of the server's code -------------------------------------------------

async def wait_for(client: LanguageClient, uri: str, version: int | None, timeout: float = 30.0) -> list[lsp.Diagnostic]:
    """The diagnostics published for `uri` at `version` (polling: no race with an early publish)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got = client.published.get(uri)
        if got is not None and got[0] == version:
            return got[1]
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics for {uri} at version {version}; last: {client.published.get(uri)}")


def _unit_len(text: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def _offset(text: str, pos: lsp.Position, encoding: str) -> int:
    lines = text.splitlines(keepends=True)
    offset = sum(len(line) for line in lines[:pos.line])
    content = (lines[pos.line] if pos.line < len(lines) else "").rstrip("\r\n")
    units = 0
    for index, ch in enumerate(content):
        if units >= pos.character:
            assert units == pos.character, "position inside a character"
            return offset + index
        units += _unit_len(ch, encoding)
    assert units == pos.character, "position beyond the end of the line"
    return offset + len(content)


def apply_edits(text: str, edits: list[lsp.TextEdit], encoding: str = "utf-16") -> str:
    spans = sorted(((_offset(text, e.range.start, encoding), _offset(text, e.range.end, encoding), e.new_text)
                    for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def open_doc(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        text_document=lsp.TextDocumentItem(uri=uri, language_id="python", version=version, text=text)))


def change_doc(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))


async def code_actions(client: LanguageClient, uri: str, diagnostics: list[lsp.Diagnostic],
                       only: list[str] | None = None) -> list[lsp.CodeAction]:
    start = min((d.range.start for d in diagnostics), key=lambda p: (p.line, p.character),
                default=lsp.Position(line=0, character=0))
    result = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri),
        range=lsp.Range(start=start, end=start),
        context=lsp.CodeActionContext(diagnostics=diagnostics, only=only)))
    return [a for a in result or [] if isinstance(a, lsp.CodeAction)]


def only_edits(action: lsp.CodeAction, uri: str) -> list[lsp.TextEdit]:
    assert action.edit is not None and action.edit.changes is not None, action
    assert set(action.edit.changes) == {uri}
    return list(action.edit.changes[uri])


def codes(diagnostics) -> list[str]:
    return sorted(str(d.code) for d in diagnostics)


# --- tests -------------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_diagnostics_on_open_and_change(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    diags = await wait_for(client, uri, 1)
    assert codes(diags) == ["JAX101", "JAX102", "JAX302"]
    first = min(diags, key=lambda d: d.range.start.line)
    assert first.source == "jaxlint"
    assert first.severity == lsp.DiagnosticSeverity.Error
    assert first.code_description.href.endswith("#jax101-traced-control-flow")
    assert first.range == lsp.Range(start=lsp.Position(line=6, character=15), end=lsp.Position(line=6, character=20))
    assert "TracerBoolConversionError" in first.message

    # Rapid edits are debounced; what gets published is the last version's lint.
    without_print = SOURCE.replace("    print(x)\n", "")
    change_doc(client, uri, SOURCE + "\n", 2)
    change_doc(client, uri, without_print, 3)
    diags = await wait_for(client, uri, 3)
    assert codes(diags) == ["JAX101", "JAX102"]
    assert (uri, 2) not in client.history  # version 2's lint was cancelled by version 3

    change_doc(client, uri, "import jax\n", 4)
    assert await wait_for(client, uri, 4) == []


STATEMENT = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    if x > 0:
        y = x * 2.0
    else:
        y = -x
    return y
"""


@pytest.mark.asyncio
async def test_statement_rewrite_is_built_when_a_code_action_asks(client: LanguageClient, tmp_path):
    """The lint that publishes leaves out statement rewrites (most of an edit's cost); a code
    action for the finding builds it, for that version only."""
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, STATEMENT)
    [jax101] = await wait_for(client, uri, 1)
    assert jax101.code == "JAX101" and jax101.data["fix_deferred"] is True and jax101.data["fix"] is None
    actions = await code_actions(client, uri, [jax101], only=[lsp.CodeActionKind.QuickFix])
    assert [a.title for a in actions] == ["jaxlint (JAX101): Replace with jnp.where",
                                          "jaxlint (JAX101): Disable for this line"]
    fixed = apply_edits(STATEMENT, only_edits(actions[0], uri))
    assert "y = jnp.where(x > 0, x * 2.0, -x)" in fixed
    change_doc(client, uri, fixed, 2)
    assert await wait_for(client, uri, 2) == []
    # A code action about a diagnostic of an older version builds nothing and offers nothing.
    assert await code_actions(client, uri, [jax101], only=[lsp.CodeActionKind.QuickFix]) == []


@pytest.mark.asyncio
async def test_quick_fix_removes_the_diagnostic(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    diags = await wait_for(client, uri, 1)
    jax101 = [d for d in diags if d.code == "JAX101"]
    actions = await code_actions(client, uri, jax101, only=[lsp.CodeActionKind.QuickFix])
    titles = [a.title for a in actions]
    assert titles == ["jaxlint (JAX101): Replace with jnp.where", "jaxlint (JAX101): Disable for this line"]
    assert all(a.kind == lsp.CodeActionKind.QuickFix for a in actions), actions
    assert all(list(a.diagnostics) == jax101 for a in actions)
    fixed = apply_edits(SOURCE, only_edits(actions[0], uri))
    assert "    z = jnp.where(x > 0, 1.0, 2.0)\n" in fixed
    change_doc(client, uri, fixed, 2)
    assert codes(await wait_for(client, uri, 2)) == ["JAX102", "JAX302"]

    # An unsafe fix is offered as a quick fix too (the user picks it), but not preferred.
    jax102 = [d for d in await wait_for(client, uri, 2) if d.code == "JAX102"]
    actions = await code_actions(client, uri, jax102)
    unsafe = [a for a in actions if a.title.startswith("jaxlint (JAX102): Replace with jnp.where")]
    assert unsafe and not unsafe[0].is_preferred


@pytest.mark.asyncio
async def test_disable_for_this_line(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    text = SOURCE.replace("    w = x and y\n", "    w = x and y  # noqa: E501\n")
    open_doc(client, uri, text)
    diags = await wait_for(client, uri, 1)
    by_code = {d.code: d for d in diags}
    actions = await code_actions(client, uri, [by_code["JAX101"], by_code["JAX102"]])
    noqa = {a.title: a for a in actions if a.title.endswith("Disable for this line")}
    assert set(noqa) == {"jaxlint (JAX101): Disable for this line", "jaxlint (JAX102): Disable for this line"}
    text2 = apply_edits(text, only_edits(noqa["jaxlint (JAX101): Disable for this line"], uri))
    assert "    z = 1.0 if x > 0 else 2.0  # noqa: JAX101\n" in text2
    text3 = apply_edits(text2, only_edits(noqa["jaxlint (JAX102): Disable for this line"], uri))
    assert "    w = x and y  # noqa: E501, JAX102\n" in text3  # an existing noqa list is extended
    change_doc(client, uri, text3, 2)
    assert codes(await wait_for(client, uri, 2)) == ["JAX302"]


@pytest.mark.asyncio
async def test_fix_all_applies_safe_fixes_only(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    await wait_for(client, uri, 1)

    # On-save style request: the edit comes at once.
    actions = await code_actions(client, uri, [], only=["source.fixAll"])
    assert [(a.title, a.kind) for a in actions] == [("jaxlint: Fix all auto-fixable problems", "source.fixAll.jaxlint")]
    edits = only_edits(actions[0], uri)
    assert len(edits) == 1  # one edit over the changed region
    fixed = apply_edits(SOURCE, edits)
    assert "jnp.where(x > 0, 1.0, 2.0)" in fixed and "jax.debug.print" in fixed
    assert "    w = x and y\n" in fixed  # the unsafe JAX102 fix is not applied
    change_doc(client, uri, fixed, 2)
    assert codes(await wait_for(client, uri, 2)) == ["JAX102"]

    # A lightbulb request offers it lazily; codeAction/resolve fills in the edit.
    change_doc(client, uri, SOURCE, 3)
    diags = await wait_for(client, uri, 3)
    actions = await code_actions(client, uri, diags)
    lazy = [a for a in actions if a.kind == "source.fixAll.jaxlint"]
    assert len(lazy) == 1 and lazy[0].edit is None
    resolved = await client.code_action_resolve_async(lazy[0])
    assert apply_edits(SOURCE, only_edits(resolved, uri)) == fixed


@pytest.mark.parametrize("line", ['    s = "é😀"; z = 1.0 if x > 0 else 2.0\n'])
@pytest.mark.asyncio
async def test_utf16_column_after_emoji(client: LanguageClient, tmp_path, line):
    uri = (tmp_path / "model.py").as_uri()
    text = SOURCE.replace("    z = 1.0 if x > 0 else 2.0\n", line)
    open_doc(client, uri, text)
    diags = await wait_for(client, uri, 1)
    jax101 = [d for d in diags if d.code == "JAX101"]
    code_points = line.index("x > 0")
    assert jax101[0].range.start.character == _unit_len(line[:code_points], "utf-16") == code_points + 1
    assert jax101[0].range.end.character == jax101[0].range.start.character + len("x > 0")
    actions = await code_actions(client, uri, jax101, only=[lsp.CodeActionKind.QuickFix])
    fixed = apply_edits(text, only_edits(actions[0], uri))
    assert '    s = "é😀"; z = jnp.where(x > 0, 1.0, 2.0)\n' in fixed
    noqa = apply_edits(text, only_edits(actions[1], uri))
    assert line.rstrip("\n") + "  # noqa: JAX101\n" in noqa


@pytest.mark.asyncio
async def test_neovim_negotiates_utf8_columns(neovim: LanguageClient, tmp_path):
    """neovim 0.11 offers utf-8 first; the server must then count bytes."""
    uri = (tmp_path / "model.py").as_uri()
    line = '    s = "é😀"; z = 1.0 if x > 0 else 2.0\n'
    open_doc(neovim, uri, SOURCE.replace("    z = 1.0 if x > 0 else 2.0\n", line))
    diags = await wait_for(neovim, uri, 1)
    jax101 = [d for d in diags if d.code == "JAX101"]
    assert jax101[0].range.start.character == len(line[:line.index("x > 0")].encode("utf-8"))


@pytest.mark.parametrize("name", ["untitled:Untitled-1", "my model (1).py"])
@pytest.mark.asyncio
async def test_untitled_and_escaped_uris(client: LanguageClient, tmp_path, name):
    """Untitled documents are linted too; pygls keys documents by the unquoted URI, and the
    client's own spelling (`%20`) comes back in what is published."""
    uri = name if name.startswith("untitled:") else (tmp_path / name).as_uri()
    open_doc(client, uri, SOURCE)
    diags = await wait_for(client, uri, 1)
    assert codes(diags) == ["JAX101", "JAX102", "JAX302"]
    actions = await code_actions(client, uri, [d for d in diags if d.code == "JAX302"])
    assert "jaxlint (JAX302): Replace with jax.debug.print" in [a.title for a in actions]


@pytest.mark.asyncio
async def test_pull_diagnostics(neovim: LanguageClient, tmp_path):
    """neovim 0.11 declares pull support: it gets the current version's lint on request, and
    once it pulls, nothing is pushed any more (it would show twice)."""
    uri = (tmp_path / "model.py").as_uri()
    open_doc(neovim, uri, SOURCE)
    await wait_for(neovim, uri, 1)  # pushed, before the client pulled

    def pull(previous: str | None = None):
        return neovim.text_document_diagnostic_async(lsp.DocumentDiagnosticParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri), previous_result_id=previous))

    report = await pull()
    assert report.kind == "full" and codes(report.items) == ["JAX101", "JAX102", "JAX302"]
    assert await wait_for(neovim, uri, None) == []  # the pushed copy is withdrawn
    unchanged = await pull(report.result_id)
    assert unchanged.kind == "unchanged" and unchanged.result_id == report.result_id

    change_doc(neovim, uri, SOURCE.replace("    print(x)\n", ""), 2)
    report = await pull(report.result_id)  # waits for version 2's lint (debounce included)
    assert report.kind == "full" and codes(report.items) == ["JAX101", "JAX102"]
    assert neovim.published[uri] == (None, [])  # and still nothing pushed


@pytest.mark.asyncio
async def test_config_reloads_when_pyproject_changes(client: LanguageClient, tmp_path):
    deadline = time.monotonic() + 10
    while not client.registrations and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    watched = [r for r in client.registrations if r.method == lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    assert watched, "the server should ask to watch its config files"
    globs = {w["globPattern"] for w in watched[0].register_options["watchers"]}
    assert {"**/pyproject.toml", "**/jaxlint.toml"} <= globs
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[tool.jaxlint]\nignore = ["JAX302"]\n', encoding="utf-8")
    uri = (tmp_path / "pkg" / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    assert codes(await wait_for(client, uri, 1)) == ["JAX101", "JAX102"]

    pyproject.write_text('[tool.jaxlint]\nignore = ["JAX102"]\n', encoding="utf-8")
    client.published.pop(uri)
    client.workspace_did_change_watched_files(lsp.DidChangeWatchedFilesParams(changes=[
        lsp.FileEvent(uri=pyproject.as_uri(), type=lsp.FileChangeType.Changed)]))
    assert codes(await wait_for(client, uri, 1)) == ["JAX101", "JAX302"]

    # Excluded files (here by the default `dist` exclude) are not linted in the editor either.
    excluded = (tmp_path / "dist" / "generated.py").as_uri()
    open_doc(client, excluded, SOURCE)
    assert await wait_for(client, excluded, 1) == []


# --- the text arithmetic behind the edits (no server) --------------------------------------------

def test_noqa_planner_edge_cases():
    from jaxlint.noqa import LineEdit as NoqaEdit, NoqaPlanner

    source = (
        "x = 1\n"                        # 1: plain line
        "y = f(a)  # comment\n"          # 2: another comment: noqa goes after it
        "z = g(a)  # noqa: E501\n"       # 3: an existing list is extended
        's = """one\n'                   # 4: a finding inside a multi-line string ...
        'two"""\n'                       # 5: ... gets its comment after the string
        "t = a + \\\n"                   # 6: a backslash continuation cannot carry a comment
        "    b\n"
        "u = h(a)  # NOQA:JAX101\n"      # 8: already silenced for this code
    )
    planner = NoqaPlanner(source)
    assert planner.edit_for(1, "JAX101") == NoqaEdit(1, 5, 5, "  # noqa: JAX101")
    assert planner.edit_for(2, "JAX101") == NoqaEdit(2, 19, 19, "  # noqa: JAX101")
    assert planner.edit_for(3, "JAX101") == NoqaEdit(3, 22, 22, ", JAX101")
    assert planner.edit_for(4, "JAX302") == NoqaEdit(5, 6, 6, "  # noqa: JAX302")
    assert planner.edit_for(6, "JAX101") is None
    assert planner.edit_for(8, "JAX101") is None
    assert planner.edit_for(8, "JAX302") == NoqaEdit(8, 23, 23, ", JAX302")
    assert NoqaPlanner("x = 1   \n").edit_for(1, "JAX101") == NoqaEdit(1, 5, 8, "  # noqa: JAX101")


def test_changed_region_and_positions():
    from jaxlint.lsp_edits import changed_region, line_starts, offset_to_row_col, split_lines, to_client

    assert changed_region("abc", "abc") is None
    change = changed_region("a = 1\r\nb = 2\r\n", "a = 1\r\nc = 3\r\n")
    assert (change.start, change.end, change.text) == (7, 12, "c = 3")
    old = "a\r\nb"
    change = changed_region(old, "a\r\n\r\nb")  # never splits a CRLF pair
    assert old[:change.start] + change.text + old[change.end:] == "a\r\n\r\nb"
    assert old[change.start - 1:change.start] != "\r" and old[change.end - 1:change.end] != "\r"
    text = "é😀x\r\ny\rz\n"
    lines = split_lines(text)
    assert lines == ["é😀x", "y", "z", ""]
    assert to_client(lines, 1, 2) == (0, 3)  # the emoji is two UTF-16 units
    assert to_client(lines, 1, 2, lambda s: len(s.encode("utf-8"))) == (0, 6)
    assert to_client(lines, 2, 5) == (1, 1)  # an ASCII line: past its end is its end
    assert offset_to_row_col(line_starts(text), text.index("z")) == (3, 0)


def test_incremental_change_positions():
    """Client positions in didChange ranges: LSP line breaks only, clamped past a line's end or
    the text's, and a column inside a character (half a surrogate pair) means its start."""
    from jaxlint.lsp_edits import apply_change, code_point_column, position_offset, utf8_units

    text = "ab\r\ncd\re😀f\u2028g\ng"
    assert [position_offset(text, 0, c) for c in (0, 1, 2, 99)] == [0, 1, 2, 2]
    assert position_offset(text, 1, 0) == 4 and position_offset(text, 1, 5) == 6  # \r\n and \r are breaks
    line2 = text.index("e")
    assert [position_offset(text, 2, c) - line2 for c in (1, 2, 3, 4, 5, 6)] == [1, 1, 2, 3, 4, 5]
    assert position_offset(text, 2, 99) == text.rindex("\n")  # U+2028 is not a break
    assert position_offset(text, 3, 1) == len(text) and position_offset(text, 4, 0) == len(text)
    assert position_offset(text, 10**9, 10**9) == len(text)
    assert [position_offset(text, 2, c, utf8_units) - line2 for c in (2, 4, 5, 6)] == [1, 1, 2, 3]
    assert position_offset(text, 2, 3, len) - line2 == 3  # UTF-32: code points
    assert apply_change(text, (2, 2), (2, 2), "X") == text.replace("😀", "X😀")
    assert apply_change(text, (3, 0), (0, 1), "") == "ag"  # a reversed range is the same range
    assert apply_change("", (5, 5), (6, 6), "x") == "x"
    assert code_point_column("\ud800x", 1) == 1  # a lone surrogate is one unit, and never raises


def test_config_crosses_the_worker_wire():
    """The worker gets the server's config as JSON (never pickle) and rebuilds it exactly."""
    import json

    from jaxlint.config import Config
    from jaxlint.lsp_worker import config_from_json, config_to_json

    config = Config(select=("JAX1", "JAX3"), ignore=("JAX302",), per_file_ignores={"tests/*": ("JAX101",)},
                    extra_jit_decorators=("eqx.filter_jit",), verify={"examples": {"f": ["f(1)", "f(2)"]}},
                    root=Path("/somewhere/project"), source=Path("/somewhere/project/pyproject.toml"))
    assert config_from_json(json.loads(json.dumps(config_to_json(config)))) == config


def test_worker_jobs_answer_with_records_or_an_error():
    from jaxlint.config import Config
    from jaxlint.lsp_worker import config_to_json, handle

    config = config_to_json(Config())
    reply = handle({"id": 1, "job": "lint", "source": SOURCE, "filename": "model.py", "config": config})
    records = reply["result"]["diagnostics"]
    assert [r["code"] for r in records] == ["JAX101", "JAX102", "JAX302"] and reply["result"]["parsed"]
    assert records[0]["start"] == [7, 15] and records[0]["fix"]["applicability"] == "safe"
    assert set(reply["result"]["noqa"]) == {"0", "1", "2"}
    fixed = handle({"id": 2, "job": "fix_all", "source": SOURCE, "filename": "model.py", "config": config})
    start, end, text = fixed["result"]["change"]
    assert "jnp.where(x > 0, 1.0, 2.0)" in SOURCE[:start] + text + SOURCE[end:]
    assert handle({"id": 3, "job": "lint", "source": "x = 1\n", "filename": "m.py"})["error"] == "KeyError: 'config'"


@pytest.mark.asyncio
async def test_lint_queue_debounces():
    from jaxlint.lsp_queue import LintQueue

    queue = LintQueue(max_wait=5)
    for _ in range(100):  # a storm: one entry, due after the last mark
        queue.mark("a", 0.05)
    queue.mark("b", 0)
    assert await queue.next() == "b"
    assert "a" in queue and await queue.next() == "a" and "a" not in queue
    queue.mark("c", 0.01)
    queue.discard("c")
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(queue.next(), 0.1)


@pytest.mark.asyncio
async def test_broken_config_syntax_error_and_close(client: LanguageClient, tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.jaxlint]\nbogus = 1\n", encoding="utf-8")
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    # The defaults apply and the user is told once why, instead of the server failing.
    assert codes(await wait_for(client, uri, 1)) == ["JAX101", "JAX102", "JAX302"]
    assert any("unknown key 'bogus'" in m.message for m in client.messages)

    change_doc(client, uri, SOURCE + "def g(:\n", 2)
    syntax, *stale = await wait_for(client, uri, 2)
    assert syntax.code == "JAX000" and syntax.range.start.line == SOURCE.count("\n")
    # While the text does not parse, the last good diagnostics stay, marked stale, and offer nothing.
    assert codes(stale) == ["JAX101", "JAX102", "JAX302"]
    assert all(d.message.startswith("(stale) ") for d in stale)
    assert await code_actions(client, uri, [syntax, *stale]) == []  # no fix, no noqa for a syntax error
    change_doc(client, uri, "import jax\n", 3)
    assert await wait_for(client, uri, 3) == []  # parses again: the stale ones go

    client.text_document_did_close(lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=uri)))
    assert await wait_for(client, uri, None) == []


@pytest.mark.asyncio
async def test_severities_and_an_unclosed_bracket(client: LanguageClient, tmp_path):
    """Each rule's severity reaches the editor (info: Information); while a bracket is open the
    syntax error sits where CPython puts it, and the last good findings stay, marked stale."""
    uri = (tmp_path / "model.py").as_uri()
    text = SOURCE.replace("    return z + w\n", "    return z + w  # noqa: JAX999\n")
    text = text.replace("    w = x and y\n", "    w = x and y  # noqa: JAX101\n")
    open_doc(client, uri, text)
    diags = await wait_for(client, uri, 1)
    severity = {(str(d.code), d.range.start.line): d.severity for d in diags}
    assert severity == {("JAX101", 6): lsp.DiagnosticSeverity.Error, ("JAX102", 7): lsp.DiagnosticSeverity.Error,
                        ("JAX100", 7): lsp.DiagnosticSeverity.Information,
                        ("JAX302", 8): lsp.DiagnosticSeverity.Warning}

    broken = text.replace("    z = 1.0 if x > 0 else 2.0\n", "    z = (1.0 if x > 0 else 2.0\n")
    change_doc(client, uri, broken, 2)
    syntax, *stale = await wait_for(client, uri, 2)
    assert syntax.code == "JAX000" and "'(' was never closed" in syntax.message
    assert syntax.range.start == lsp.Position(line=6, character=8)
    assert sorted((str(d.code), d.range.start.line) for d in stale) == sorted(severity)
    assert all(d.message.startswith("(stale) ") for d in stale)
