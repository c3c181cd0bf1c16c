"""The language server against hostile documents and hostile clients: the real `jaxlint server`
in a subprocess, driven by pytest-lsp's client.

After each attack the server must still answer requests and publish the right diagnostics for
a normal document (`assert_still_serves`). Memory is read from /proc (Linux).
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from concurrent.futures import Future
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types as lsp  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402

from tests.test_lsp import (  # noqa: E402
    CONFIG, SERVER, SOURCE, _make_client, _start, change_doc, code_actions, codes, open_doc, wait_for,
)

pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads memory from /proc")

FINDINGS = ["JAX101", "JAX102", "JAX302"]  # what SOURCE gets
MiB = 1 << 20
DEBOUNCE_S = 0.3  # the server's pause after a change


def with_env(**env: str) -> ClientServerConfig:
    return ClientServerConfig(server_command=SERVER, client_factory=_make_client, server_env={**os.environ, **env})


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path):
    await _start(lsp_client, tmp_path, "visual-studio-code")
    lsp_client.shut_down = False
    yield
    if not lsp_client.shut_down:
        await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=with_env(JAXLINT_LSP_TIMEOUT="1"))
async def impatient(lsp_client: LanguageClient, tmp_path):
    await _start(lsp_client, tmp_path, "visual-studio-code")
    yield
    await lsp_client.shutdown_session()


# --- helpers -------------------------------------------------------------------------------------

def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError(f"no VmRSS for {pid}")


def children_of(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


async def lint_worker_of(client: LanguageClient, timeout: float = 60) -> int:
    """The pid of the server's lint worker (started when the session is)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        workers = children_of(client._server.pid)
        if workers:
            return workers[0]
        await asyncio.sleep(0.05)
    raise AssertionError("the server has no lint worker")


async def assert_still_serves(client: LanguageClient, tmp_path: Path, expected: list[str] = FINDINGS) -> None:
    """A normal document still gets its findings, and a request its answer."""
    uri = (tmp_path / f"normal_{time.monotonic_ns()}.py").as_uri()
    open_doc(client, uri, SOURCE)
    diagnostics = await wait_for(client, uri, 1, timeout=120)
    assert codes(diagnostics) == expected
    actions = await code_actions(client, uri, [d for d in diagnostics if d.code == "JAX302"])
    assert "jaxlint (JAX302): Replace with jax.debug.print" in [a.title for a in actions]


def raw_request(client: LanguageClient, msg_id: int, method: str, params) -> asyncio.Future:
    """Send a request exactly as given (the typed client would refuse invalid params)."""
    future: Future = Future()
    client.protocol._request_futures[msg_id] = future
    client.protocol._send_data({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
    return asyncio.wrap_future(future)


def edit(client: LanguageClient, uri: str, version: int, start: tuple[int, int], end: tuple[int, int],
         text: str) -> None:
    """An incremental didChange."""
    rng = lsp.Range(start=lsp.Position(line=start[0], character=start[1]),
                    end=lsp.Position(line=end[0], character=end[1]))
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[lsp.TextDocumentContentChangePartial(range=rng, text=text)]))


def slow_source(functions: int = 5000) -> str:
    """Valid code that takes the engine seconds (about 8 s per 10,000 functions, unloaded)."""
    return SOURCE + "".join(f"\n@jax.jit\ndef f{i}(x, y):\n    z = jnp.sin(x) * y + {i}\n    return z.sum()\n"
                            for i in range(functions))


def server_errors(client: LanguageClient) -> list[str]:
    return [m.message for m in client.messages if "Error in server" in m.message]


# --- deep nesting ----------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_deep_nesting(client: LanguageClient, tmp_path):
    # 5,000 nested parentheses: refused by the nesting guard, before the parser.
    uri = (tmp_path / "parens.py").as_uri()
    open_doc(client, uri, SOURCE + "y = " + "(" * 5000 + "1" + ")" * 5000 + "\n")
    (refusal,) = await wait_for(client, uri, 1, timeout=120)
    assert refusal.code == "JAX000" and "nested" in refusal.message

    # Valid Python 400 levels deep (a parenthesised concatenation) in a file with a finding: analysed.
    uri = (tmp_path / "concat.py").as_uri()
    open_doc(client, uri, SOURCE + "y = (\n" + "".join(f'    "s{i}"\n' for i in range(400)) + ")\n")
    assert codes(await wait_for(client, uri, 1, timeout=120)) == FINDINGS

    # 3,000 brackets inside an f-string replacement field (this crashed LibCST natively): one
    # refusal, a failed lint reported as such, or, parsed on the worker's large stack, the findings.
    uri = (tmp_path / "fstring.py").as_uri()
    open_doc(client, uri, SOURCE + 'y = f"{' + "(" * 3000 + "1" + ")" * 3000 + '}"\n')
    got = codes(await wait_for(client, uri, 1, timeout=120))
    assert got in (["JAX000"], ["JAX999"], FINDINGS), got
    await assert_still_serves(client, tmp_path)


# --- a dying or overrunning worker -----------------------------------------------------------------

@pytest.mark.asyncio
async def test_a_crashing_worker_is_reported_and_replaced(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    assert codes(await wait_for(client, uri, 1)) == FINDINGS
    worker = await lint_worker_of(client)

    change_doc(client, uri, slow_source(), 2)
    await asyncio.sleep(DEBOUNCE_S + 0.3)  # the slow lint is under way
    os.kill(worker, signal.SIGSEGV)  # what a native crash in the parser does
    failure, *stale = await wait_for(client, uri, 2, timeout=120)
    assert failure.code == "JAX999"
    assert "crashed (SIGSEGV)" in failure.message and "restarted" in failure.message
    # The last good diagnostics stay, marked stale, until a lint succeeds again.
    assert codes(stale) == FINDINGS and all(d.message.startswith("(stale) ") for d in stale)
    await assert_still_serves(client, tmp_path)
    assert await lint_worker_of(client) != worker


@pytest.mark.asyncio
async def test_an_overrunning_lint_is_stopped(impatient: LanguageClient, tmp_path):
    uri = (tmp_path / "slow.py").as_uri()
    open_doc(impatient, uri, slow_source())
    (failure,) = await wait_for(impatient, uri, 1, timeout=120)
    assert failure.code == "JAX999" and "longer than 1 s" in failure.message
    await assert_still_serves(impatient, tmp_path)


# --- responsiveness ----------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_requests_are_answered_while_a_long_lint_runs(client: LanguageClient, tmp_path):
    """The parse of a large document used to hold the GIL on the server's own lint thread, and
    every request waited for it (seconds); now the event loop has nothing else to do."""
    normal = (tmp_path / "normal.py").as_uri()
    open_doc(client, normal, SOURCE)
    diagnostics = await wait_for(client, normal, 1)
    jax101 = [d for d in diagnostics if d.code == "JAX101"]

    slow = (tmp_path / "slow.py").as_uri()
    open_doc(client, slow, slow_source(11_000))  # just under 1 MiB: parsing alone takes seconds
    latencies = []
    started = time.monotonic()
    while slow not in client.published and time.monotonic() - started < 4:
        sent = time.monotonic()
        actions = await code_actions(client, normal, jax101, only=[lsp.CodeActionKind.QuickFix])
        latencies.append(time.monotonic() - sent)
        assert [a.title for a in actions][:1] == ["jaxlint (JAX101): Replace with jnp.where"]
        await asyncio.sleep(0.02)
    assert slow not in client.published, "the long lint ended too soon to show anything"
    # Loose bound for a loaded machine (typically a few ms); a blocked loop takes seconds.
    assert len(latencies) >= 5 and max(latencies) < 1.0, latencies
    await client.shutdown_session()  # answered mid-lint: the worker is killed, not waited for
    client.shut_down = True


# --- size ---------------------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_a_20_mb_document_is_not_analysed(client: LanguageClient, tmp_path):
    worker = await lint_worker_of(client)
    worker_before = rss_kb(worker)
    uri = (tmp_path / "huge.py").as_uri()
    line = "x = jnp.sin(1.0) + 2.0  # padding padding padding padding\n"
    huge = SOURCE + line * (20 * MiB // len(line))
    open_doc(client, uri, huge)
    (too_large,) = await wait_for(client, uri, 1, timeout=120)
    assert too_large.code == "JAX001" and "max-file-size" in too_large.message
    edit(client, uri, 2, (10**9, 0), (10**9, 0), "y = 1\n")  # an incremental edit at the end
    assert codes(await wait_for(client, uri, 2, timeout=120)) == ["JAX001"]
    assert await code_actions(client, uri, [], only=["source.fixAll"]) == []
    report = await client.text_document_diagnostic_async(lsp.DocumentDiagnosticParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri)))
    assert [d.code for d in report.items] == ["JAX001"]
    # The text lives in the server once or twice; it never reaches the worker.
    assert rss_kb(client._server.pid) < 400 * 1024
    assert rss_kb(worker) < worker_before + 50 * 1024
    await assert_still_serves(client, tmp_path)


# --- positions -------------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_invalid_positions_in_edits_and_requests(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    text = SOURCE.replace("    z = 1.0 if x > 0 else 2.0\n", '    s = "😀"; z = 1.0 if x > 0 else 2.0\n')
    open_doc(client, uri, text)
    assert codes(await wait_for(client, uri, 1)) == FINDINGS
    # Past the end of a line: at the line's end.
    edit(client, uri, 2, (4, 500), (4, 900), "  # comment")
    # Inside the emoji's surrogate pair (UTF-16 column 10 of `    s = "😀"`): before the emoji.
    edit(client, uri, 3, (6, 10), (6, 10), "ab")
    # Past the end of the text: appended.
    edit(client, uri, 4, (10_000, 3), (20_000, 0), "\n@jax.jit\ndef g(x):\n    return 1 if x > 0 else 0\n")
    # A range whose end comes before its start: the same range, the right way round.
    edit(client, uri, 5, (0, 10), (0, 0), "import jax")
    diagnostics = await wait_for(client, uri, 5)
    assert codes(diagnostics) == ["JAX101", "JAX101", "JAX102", "JAX302"]
    jax101 = min((d for d in diagnostics if d.code == "JAX101"), key=lambda d: d.range.start.line)
    expected_line = '    s = "ab😀"; z = 1.0 if x > 0 else 2.0'
    assert jax101.range.start == lsp.Position(line=6, character=len(
        expected_line[:expected_line.index("x > 0")].encode("utf-16-le")) // 2)
    last = max(diagnostics, key=lambda d: d.range.start.line)
    assert last.code == "JAX101" and last.range.start.line == SOURCE.count("\n") + 3

    # Requests whose ranges point nowhere are still answered.
    far = lsp.Position(line=10**6, character=10**6)
    mid_pair = lsp.Position(line=6, character=10)
    for start, end in ((far, far), (mid_pair, far), (far, mid_pair)):
        result = await client.text_document_code_action_async(lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri), range=lsp.Range(start=start, end=end),
            context=lsp.CodeActionContext(diagnostics=[jax101])))
        assert "jaxlint (JAX101): Replace with jnp.where" in [a.title for a in result]
    assert server_errors(client) == []
    await assert_still_serves(client, tmp_path)


@pytest.mark.asyncio
async def test_incremental_edits_follow_lsp_line_breaks(client: LanguageClient, tmp_path):
    """U+2028, form feed and U+001C are not line breaks in the LSP (nor in Python): an edit to the
    line after one lands where the client put it."""
    uri = (tmp_path / "model.py").as_uri()
    text = 'NOTE = "a\u2028b\x0cc\x1cd"\n' + SOURCE
    open_doc(client, uri, text)
    assert codes(await wait_for(client, uri, 1)) == FINDINGS
    line = 1 + SOURCE.splitlines().index("    print(x)")
    edit(client, uri, 2, (line, 0), (line + 1, 0), "")  # delete `    print(x)`
    assert codes(await wait_for(client, uri, 2)) == ["JAX101", "JAX102"]


# --- storms ----------------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_2000_rapid_changes_publish_the_last_version(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    first = await wait_for(client, uri, 1)
    column = next(d for d in first if d.code == "JAX101").range.start.character
    client.history.clear()
    for version in range(2, 2002):  # 2,000 keystrokes: a space after `z =`
        edit(client, uri, version, (6, 7), (6, 7), " ")
        if version % 100 == 0:
            await asyncio.sleep(0)
    diagnostics = await wait_for(client, uri, 2001, timeout=120)
    assert codes(diagnostics) == FINDINGS
    assert next(d for d in diagnostics if d.code == "JAX101").range.start.character == column + 2000
    await asyncio.sleep(0.5)
    versions = [v for u, v in client.history if u == uri]
    assert versions[-1] == 2001 and versions == sorted(versions)  # nothing older published after it
    assert len(versions) <= 10  # coalesced, not one lint per change
    await assert_still_serves(client, tmp_path)


@pytest.mark.asyncio
async def test_config_notification_storm_reloads_once(client: LanguageClient, tmp_path):
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[tool.jaxlint]\nignore = ["JAX302"]\n', encoding="utf-8")
    uri = (tmp_path / "model.py").as_uri()
    open_doc(client, uri, SOURCE)
    assert codes(await wait_for(client, uri, 1)) == ["JAX101", "JAX102"]

    pyproject.write_text('[tool.jaxlint]\nignore = ["JAX102"]\n', encoding="utf-8")
    client.published.pop(uri)
    client.history.clear()
    event = lsp.FileEvent(uri=pyproject.as_uri(), type=lsp.FileChangeType.Changed)
    for n in range(2000):
        client.workspace_did_change_watched_files(lsp.DidChangeWatchedFilesParams(changes=[event]))
        if n % 100 == 0:
            await asyncio.sleep(0)
    assert codes(await wait_for(client, uri, 1, timeout=120)) == ["JAX101", "JAX302"]
    await assert_still_serves(client, tmp_path, expected=["JAX101", "JAX302"])  # the new config applies
    assert len([u for u, _ in client.history if u == uri]) <= 3  # one reload per burst (or a few)


@pytest.mark.asyncio
async def test_memory_stays_bounded_over_10000_notifications(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    text = "import jax\nx = 1\n"
    open_doc(client, uri, text)
    await wait_for(client, uri, 1)
    version = 1

    async def storm(count: int) -> None:
        nonlocal version
        for _ in range(count):
            version += 1
            change_doc(client, uri, text + f"# {version}\n", version)
            if version % 200 == 0:
                await asyncio.sleep(0)
        await wait_for(client, uri, version, timeout=120)

    await storm(1000)  # allocator and caches warm
    before = rss_kb(client._server.pid)
    await storm(10_000)
    growth = rss_kb(client._server.pid) - before
    assert growth < 3 * 1024, f"RSS grew by {growth} kB over 10,000 notifications"  # pygls alone: ~20 MB


# --- unknown documents and invalid requests ------------------------------------------------------

@pytest.mark.asyncio
async def test_unknown_uri_in_requests_and_notifications(client: LanguageClient, tmp_path):
    ghost = (tmp_path / "ghost.py").as_uri()
    nowhere = lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=0, character=0))
    assert await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=ghost), range=nowhere,
        context=lsp.CodeActionContext(diagnostics=[]))) is None
    for data in ({"uri": ghost}, {"uri": 7}, 5, None):
        action = lsp.CodeAction(title="jaxlint: Fix all auto-fixable problems", kind="source.fixAll.jaxlint", data=data)
        resolved = await client.code_action_resolve_async(action)
        assert resolved.title == action.title and not (resolved.edit and resolved.edit.changes)
    report = await client.text_document_diagnostic_async(lsp.DocumentDiagnosticParams(
        text_document=lsp.TextDocumentIdentifier(uri=ghost)))
    assert report.kind == "full" and list(report.items) == []
    # Notifications about a document that is not open are ignored, quietly.
    change_doc(client, ghost, SOURCE, 2)
    edit(client, ghost, 3, (0, 0), (0, 0), "x")
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=ghost)))
    client.text_document_did_close(lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=ghost)))
    await assert_still_serves(client, tmp_path)
    assert ghost not in client.published or client.published[ghost][1] == []
    assert server_errors(client) == []


@pytest.mark.asyncio
async def test_every_request_is_answered(client: LanguageClient, tmp_path):
    invalid = [
        ("textDocument/codeAction", {"textDocument": {"uri": 5}}),
        ("textDocument/codeAction", None),
        ("textDocument/diagnostic", {"textDocument": "file:///x.py"}),
        ("codeAction/resolve", {"kind": "quickfix"}),  # no title
    ]
    for msg_id, (method, params) in enumerate(invalid, 9000):
        with pytest.raises(Exception) as error:
            await asyncio.wait_for(raw_request(client, msg_id, method, params), 30)
        assert getattr(error.value, "code", None) == -32602, error.value  # InvalidParams
    with pytest.raises(Exception) as error:
        await asyncio.wait_for(raw_request(client, 9100, "jaxlint/noSuchMethod", {}), 30)
    assert getattr(error.value, "code", None) == -32601  # MethodNotFound
    await assert_still_serves(client, tmp_path)
    assert server_errors(client) == []  # an error answer, not an error message as well

    # After shutdown, a request is refused with an error, not left unanswered.
    await client.shutdown_async(None)
    client.shut_down = True
    origin = {"line": 0, "character": 0}
    params = {"textDocument": {"uri": "file:///x.py"}, "range": {"start": origin, "end": origin},
              "context": {"diagnostics": []}}
    with pytest.raises(Exception) as error:
        await asyncio.wait_for(raw_request(client, 9200, "textDocument/codeAction", params), 30)
    assert getattr(error.value, "code", None) == -32600  # InvalidRequest
    client.exit(None)
    await client._server.wait()
