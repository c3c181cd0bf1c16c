"""`jaxlint server` with notebook documents (LSP 3.17 `notebookDocument/*`), driven by pytest-lsp's
client as VS Code drives it: the code cells are linted together and each cell's diagnostics
arrive on the cell's own URI, with ranges in the cell; edits and closes clear what they should.
"""

from __future__ import annotations

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types as lsp  # noqa: E402
from pytest_lsp import LanguageClient, client_capabilities  # noqa: E402

from tests.test_lsp import CONFIG, apply_edits, code_actions, codes, only_edits, wait_for  # noqa: E402
from tests.test_notebooks import BRANCH, SETUP, TO_FLOAT  # noqa: E402


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path):
    capabilities = client_capabilities("visual-studio-code")  # pytest-lsp's copy lacks VS Code's notebook part
    capabilities.notebook_document = lsp.NotebookDocumentClientCapabilities(
        synchronization=lsp.NotebookDocumentSyncClientCapabilities(dynamic_registration=True,
                                                                   execution_summary_support=True))
    lsp_client.initialized = await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=capabilities, root_uri=tmp_path.as_uri(),
        workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="project")]))
    yield
    await lsp_client.shutdown_session()


CELLS = [("markdown", "# Explore\n"), ("python", SETUP), ("python", BRANCH), ("python", TO_FLOAT)]


def open_notebook(client: LanguageClient, path) -> list[str]:
    """didOpen for a notebook of CELLS; the cells' URIs, in order."""
    uri = path.as_uri()
    cell_uris = [f"vscode-notebook-cell:{path}#ch{i}" for i in range(len(CELLS))]
    client.notebook_document_did_open(lsp.DidOpenNotebookDocumentParams(
        notebook_document=lsp.NotebookDocument(
            uri=uri, notebook_type="jupyter-notebook", version=1,
            cells=[lsp.NotebookCell(kind=lsp.NotebookCellKind.Markup if language == "markdown" else
                                    lsp.NotebookCellKind.Code, document=cell_uri)
                   for (language, _), cell_uri in zip(CELLS, cell_uris)]),
        cell_text_documents=[lsp.TextDocumentItem(uri=cell_uri, language_id=language, version=1, text=text)
                             for (language, text), cell_uri in zip(CELLS, cell_uris)]))
    return cell_uris


def change_cell(client: LanguageClient, path, cell_uri: str, text: str, version: int) -> None:
    client.notebook_document_did_change(lsp.DidChangeNotebookDocumentParams(
        notebook_document=lsp.VersionedNotebookDocumentIdentifier(uri=path.as_uri(), version=version),
        change=lsp.NotebookDocumentChangeEvent(cells=lsp.NotebookDocumentCellChanges(text_content=[
            lsp.NotebookDocumentCellContentChanges(
                document=lsp.VersionedTextDocumentIdentifier(uri=cell_uri, version=version),
                changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)])]))))


@pytest.mark.asyncio
async def test_notebook_diagnostics_per_cell_fix_and_close(client: LanguageClient, tmp_path):
    sync = client.initialized.capabilities.notebook_document_sync
    assert [c.language for c in sync.notebook_selector[0].cells] == ["python"]
    path = tmp_path / "explore.ipynb"
    markdown, setup, branch, to_float = open_notebook(client, path)
    assert await wait_for(client, setup, 1) == []
    assert await wait_for(client, markdown, 1) == []
    (jax101,) = await wait_for(client, branch, 1)
    assert jax101.code == "JAX101"
    assert jax101.range.start == lsp.Position(line=2, character=7)  # row 3, column 8 of the cell
    (jax105,) = await wait_for(client, to_float, 1)  # the cell imports nothing: the cells are one module
    assert jax105.code == "JAX105" and jax105.range.start == lsp.Position(line=3, character=15)

    # the quick fix edits the cell's own document; applied and sent back, the finding is gone
    actions = await code_actions(client, branch, [jax101], only=[lsp.CodeActionKind.QuickFix])
    assert [a.title for a in actions][1] == "jaxlint (JAX101): Disable for this line"
    fixed = apply_edits(BRANCH, only_edits(actions[0], branch))
    assert "    return jnp.where(x > 0, x, 0.0 * x)\n" in fixed
    change_cell(client, path, branch, fixed, 2)
    assert await wait_for(client, branch, 2) == []
    assert codes(await wait_for(client, to_float, 1)) == ["JAX105"]

    client.notebook_document_did_close(lsp.DidCloseNotebookDocumentParams(
        notebook_document=lsp.NotebookDocumentIdentifier(uri=path.as_uri()),
        cell_text_documents=[lsp.TextDocumentIdentifier(uri=u) for u in (markdown, setup, branch, to_float)]))
    assert await wait_for(client, to_float, None) == []
