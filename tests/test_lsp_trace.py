"""The language server shows why a value is traced as the diagnostic's `relatedInformation`:
opening `model.py` of tests/projects/grad_helper, whose transform is applied in `train.py`,
gives a finding whose first related location is the `jax.jit(...)` call in train.py."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types as lsp  # noqa: E402
from pytest_lsp import LanguageClient  # noqa: E402

from tests.test_lsp import CONFIG, _start, open_doc, wait_for  # noqa: E402

PROJECT = Path(__file__).resolve().parent / "projects" / "grad_helper"


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path):
    for path in PROJECT.glob("*.py"):
        shutil.copy(path, tmp_path / path.name)
    await _start(lsp_client, tmp_path, "visual-studio-code")
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_related_information_follows_the_chain_into_the_file_applying_the_transform(
        client: LanguageClient, tmp_path):
    model = tmp_path / "model.py"
    uri = model.as_uri()
    open_doc(client, uri, model.read_text())
    [diagnostic] = await wait_for(client, uri, 1)
    assert diagnostic.code == "JAX101"
    related = diagnostic.related_information
    assert related is not None and len(related) >= 3
    first, last = related[0], related[-1]
    assert first.location.uri == (tmp_path / "train.py").as_uri()
    assert first.location.range.start == lsp.Position(line=5, character=7)  # `jax.jit(` on train.py:6
    assert first.message == "`x`: parameter of `loss_fn`, traced by `jax.jit(jax.grad(model.loss_fn))`"
    assert last.location.uri == uri and last.location.range.start == diagnostic.range.start
    assert last.message == "`top > 5.0` is a tracer here"
