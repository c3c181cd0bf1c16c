"""The language server under a storm of edits, through pytest-lsp and the real server process:
the diagnostics last published are those of the last version, and no version is published
after a newer one. Also: saving a module re-lints the open documents that read it."""

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

HEADER = "import jax\n\n\n@jax.jit\ndef f(x):\n"
CLEAN = "    return x * 2\n"
BRANCH = "    if x > 0:\n        return x\n    return -x\n"  # JAX101 on line 6


def _recording_client() -> LanguageClient:
    """pytest-lsp's client, keeping every publish in order: (uri, version, codes and lines)."""
    client = LanguageClient()
    client.history = []

    def publish(params: lsp.PublishDiagnosticsParams) -> None:
        client.history.append((params.uri, params.version,
                               sorted((d.code, d.range.start.line + 1) for d in params.diagnostics)))

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    register_lsp_features(client, features)
    client.feature(lsp.CLIENT_REGISTER_CAPABILITY)(lambda params: None)
    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "jaxlint", "server"],
                                              client_factory=_recording_client))
async def client(lsp_client: LanguageClient, tmp_path):
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=tmp_path.as_uri(),
        workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="project")]))
    yield
    await lsp_client.shutdown_session()


async def _published(client: LanguageClient, uri: str, version: int, after: int = 0, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for where, got, diagnostics in client.history[after:]:
            if where == uri and got == version:
                return diagnostics
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics for version {version}; published: {client.history}")


def _change(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))


def _open(client: LanguageClient, uri: str, text: str) -> None:
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        text_document=lsp.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)))


@pytest.mark.asyncio
async def test_an_edit_storm_publishes_the_last_version_only_forward(client: LanguageClient, tmp_path):
    uri = (tmp_path / "model.py").as_uri()
    _open(client, uri, HEADER + CLEAN)
    assert await _published(client, uri, 1) == []
    last = 41
    for version in range(2, last + 1):  # odd versions branch on the tracer, even ones do not
        body = BRANCH if version % 2 else CLEAN
        _change(client, uri, HEADER + body + f"\nEDIT = {version}\n", version)
        await asyncio.sleep(0.005 if version % 10 else 0.2)  # bursts, and pauses long enough to lint in
    assert await _published(client, uri, last) == [("JAX101", 6)]
    await asyncio.sleep(0.5)  # anything still in flight would be published by now
    versions = [version for where, version, _ in client.history if where == uri]
    assert versions == sorted(versions), f"a stale version was published after a newer one: {versions}"
    assert versions[-1] == last
    assert len(versions) < last  # the storm was debounced: fewer lints than versions
    for where, version, diagnostics in client.history:  # every published result matches its own version
        assert diagnostics == ([("JAX101", 6)] if version % 2 and version > 1 else []), (version, diagnostics)


@pytest.mark.asyncio
async def test_saving_a_module_relints_the_open_documents_that_read_it(client: LanguageClient, tmp_path):
    (tmp_path / "helpers.py").write_text("def scale(x):\n    return x * 2\n")
    train = tmp_path / "train.py"
    train.write_text("import jax\nfrom helpers import scale\n\n\n@jax.jit\ndef step(x):\n    return scale(x)\n")
    other = tmp_path / "other.py"
    other.write_text("import jax\n\n\n@jax.jit\ndef g(x):\n    return x\n")
    _open(client, train.as_uri(), train.read_text())
    _open(client, other.as_uri(), other.read_text())
    await _published(client, train.as_uri(), 1)
    await _published(client, other.as_uri(), 1)
    mark = len(client.history)
    (tmp_path / "helpers.py").write_text("def scale(x):\n    return x * 3\n")
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(
        text_document=lsp.TextDocumentIdentifier(uri=(tmp_path / "helpers.py").as_uri())))
    await _published(client, train.as_uri(), 1, after=mark)  # train.py followed the call into helpers.py
    await asyncio.sleep(0.5)
    assert all(where != other.as_uri() for where, _, _ in client.history[mark:])  # other.py never read it


def _scratch(text: str, path: Path) -> list[tuple[str, int]]:
    """(code, line) of a from-scratch lint of `text` at `path`, as the server would publish."""
    from jaxlint.config import load_config
    from jaxlint.engine import lint_source

    result = lint_source(text, str(path), load_config(path.parent))
    return sorted((d.code, d.location.row) for d in result.diagnostics)


@pytest.mark.asyncio
async def test_storm_on_a_large_document_publishes_each_version_as_linted_from_scratch(client: LanguageClient,
                                                                                      tmp_path):
    """A 600-line document full of findings, edited all over in bursts: the worker re-parses
    only the changed statements, yet every version published is what a lint of its whole text
    finds, and the last version is published last."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    from lsp_latency import document

    path = tmp_path / "big.py"
    text = document(600)
    path.write_text(text)
    uri = path.as_uri()
    _open(client, uri, text)
    await _published(client, uri, 1)
    texts = {1: text}
    lines = text.splitlines(keepends=True)
    last = 16
    for version in range(2, last + 1):
        tops = [i for i, line in enumerate(lines) if line.startswith("@")
                or line.startswith("def ") and not lines[i - 1].startswith("@")]  # statement starts
        at = tops[(version * 7) % len(tops)]
        if version == 8:
            lines.insert(at, "(\n")  # version 8 does not parse; version 9 removes it
        elif version == 9:
            lines.remove("(\n")
        elif version % 3 == 0:
            lines.insert(at, "@jax.jit\ndef storm_%d(x):\n    if x > 0:\n        return x\n    return -x\n" % version)
        elif version % 3 == 1:
            lines.insert(at, f"STORM_{version} = {version}\n")
        else:  # drop a float() of a traced value: its JAX102 goes
            del lines[next(i for i in range(at, len(lines)) if lines[i].startswith("    scale = "))]
        texts[version] = "".join(lines)
        _change(client, uri, texts[version], version)
        await asyncio.sleep(0.005 if version % 5 else 0.3)
    await _published(client, uri, last, timeout=120)
    await asyncio.sleep(0.5)
    versions = [version for where, version, _ in client.history if where == uri]
    assert versions == sorted(versions) and versions[-1] == last
    for where, version, diagnostics in client.history:
        if where != uri or version == 1:
            continue
        expected = _scratch(texts[version], path)
        if any(code == "JAX000" for code, _ in expected):  # a syntax error: the last good ones, marked stale
            assert ("JAX000", next(line for code, line in expected if code == "JAX000")) in diagnostics
            continue
        assert diagnostics == expected, version
