"""The language server on a multi-module project (tests/projects/mf11_reexport_vmap_grad): the
finding in physics/potentials.py exists only because train.py applies `jax.vmap(jax.grad(...))`
to the re-exported function. Opening potentials.py shows it; saving train.py without the
transform re-lints the open potentials.py, and the finding goes; putting the transform back
brings it back."""

from __future__ import annotations

import asyncio
import shutil
import time
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types as lsp  # noqa: E402
from pytest_lsp import LanguageClient  # noqa: E402

from tests.test_lsp import CONFIG, _start, open_doc, wait_for  # noqa: E402

PROJECT = Path(__file__).resolve().parent / "projects" / "mf11_reexport_vmap_grad"
UNTRANSFORMED = "import physics\n\n\ndef run():\n    return physics.pair_energy(3.0)\n"


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path):
    shutil.copytree(PROJECT, tmp_path, dirs_exist_ok=True)
    await _start(lsp_client, tmp_path, "visual-studio-code")
    yield
    await lsp_client.shutdown_session()


async def _republished(client: LanguageClient, uri: str, after: int, timeout: float = 60.0) -> list[lsp.Diagnostic]:
    """The diagnostics of the first publish for `uri` after the `after`-th publish of the session."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(where == uri for where, _ in client.history[after:]):
            return client.published[uri][1]
        await asyncio.sleep(0.02)
    raise AssertionError(f"{uri} was not published again; history: {client.history[after:]}")


def _save(client: LanguageClient, path: Path, text: str) -> None:
    path.write_text(text)
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(
        text_document=lsp.TextDocumentIdentifier(uri=path.as_uri())))


@pytest.mark.asyncio
async def test_saving_the_module_that_applies_the_transform_updates_the_traced_module(
        client: LanguageClient, tmp_path):
    potentials = tmp_path / "physics" / "potentials.py"
    uri = potentials.as_uri()
    open_doc(client, uri, potentials.read_text())
    [diagnostic] = await wait_for(client, uri, 1)
    assert (diagnostic.code, diagnostic.range.start.line + 1) == ("JAX101", 5)
    assert "jax.vmap" in diagnostic.message

    train = tmp_path / "train.py"
    transformed = train.read_text()
    mark = len(client.history)
    _save(client, train, UNTRANSFORMED)
    assert await _republished(client, uri, mark) == []  # no transform reaches pair_energy now

    mark = len(client.history)
    _save(client, train, transformed)
    [back] = await _republished(client, uri, mark)
    assert (back.code, back.range.start.line + 1) == ("JAX101", 5)
