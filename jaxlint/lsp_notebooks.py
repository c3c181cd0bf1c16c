"""The language server's notebook documents (LSP 3.17 `notebookDocument/*`): a notebook's code
cells are linted together, as `jaxlint check` lints an .ipynb, and each cell's diagnostics are
published on the cell's own URI, with ranges in that cell.

pygls keeps the notebook (its cells, in order) and one text document per cell; this mixin of
the server only decides what to lint and where to publish. A lint job gets the code cells'
texts, numbered by their place among all cells, and the notebook's path (for the config,
per-file-ignores and the project's other modules). A cell whose lint is in flight while the
notebook changes is not published: the lint scheduled by the change is. Quick fixes and
"Disable for this line" are offered where every edit lies in the diagnostic's cell; fix-all is
not offered in notebooks (it would rewrite one cell without the others).
"""

from __future__ import annotations

from urllib.parse import unquote

from lsprotocol import types as lsp
from pygls.workspace import TextDocument

# Any notebook ("*": vscode-languageclient's wildcard), its Python cells. Ruff leaves `notebook`
# out; lsprotocol's clients then fail to read the whole initialize result, so it is spelled out.
NOTEBOOK_SYNC = lsp.NotebookDocumentSyncOptions(
    notebook_selector=[lsp.NotebookDocumentFilterWithNotebook(
        notebook="*", cells=[lsp.NotebookCellLanguage(language="python")])],
    save=False)


# Keys are unquoted URIs, as pygls keys its documents (jaxlint.lsp.key_of).


def _code(cell: lsp.NotebookCell, doc: TextDocument | None) -> bool:
    return (cell.kind == lsp.NotebookCellKind.Code and doc is not None
            and getattr(doc, "language_id", None) in (None, "", "python"))


def _snapshot(cells) -> list[tuple[int, str, str, int | None]]:
    """(number, key, text, version) of the code cells: what a lint saw, to tell if it is current."""
    return [(number, key, doc.source, doc.version) for number, key, doc, code in cells if code]


class NotebookDocuments:
    """Mixed into JaxlintLanguageServer (which supplies workspace, worker, publish, to_lsp ...)."""

    def notebook_key(self, key: str) -> str | None:
        """The key of the notebook that holds the cell `key`, or None."""
        notebook = self.workspace.get_notebook_document(cell_uri=key)
        return None if notebook is None else unquote(notebook.uri)

    def owner(self, key: str) -> str:
        """What to lint for `key`: a cell is linted as part of its notebook."""
        return self.notebook_key(key) or key

    def cells_of(self, notebook: lsp.NotebookDocument) -> list[tuple[int, str, TextDocument | None, bool]]:
        """(number, key, document, linted) of every cell, numbered from 1 among all cells."""
        out = []
        for number, cell in enumerate(notebook.cells, start=1):
            key = unquote(cell.document)
            doc = self.workspace.text_documents.get(key)
            out.append((number, key, doc, _code(cell, doc)))
        return out

    async def lint_notebook_now(self, key: str, notebook: lsp.NotebookDocument) -> None:
        from jaxlint.lsp import max_file_size, utf8_size_over
        from jaxlint.lsp_supervisor import WorkerFailure
        from jaxlint.lsp_worker import config_to_json

        cells = self.cells_of(notebook)
        snapshot = _snapshot(cells)
        for _, cell_key, doc, code in cells:  # markdown and other languages: nothing (and nothing stale)
            if not code and doc is not None:
                self.publish(cell_key, doc.version, [], has_safe_fix=False)
        if not snapshot:
            return
        filename, path = self.location_of(notebook.uri)
        config = self.config_for(path)
        if path is not None and config.is_excluded(path):
            for _, cell_key, _, version in snapshot:
                self.publish(cell_key, version, [], has_safe_fix=False)
            return
        limit = max_file_size(config)
        size = utf8_size_over("".join(text for _, _, text, _ in snapshot), limit)
        failure = None
        if size is not None:
            failure = ("JAX001", "file-too-large",
                       f"notebook not analysed: its code cells are {size / (1 << 20):.1f} MiB, over the "
                       f"max-file-size limit of {limit / (1 << 20):.1f} MiB")
            result = None
        else:
            try:
                result = await self.worker.run("lint_cells", source=[[n, text] for n, _, text, _ in snapshot],
                                               filename=filename, config=config_to_json(config))
            except WorkerFailure as exc:
                failure, result = ("JAX999", "internal-error", f"cannot lint this notebook: {exc}"), None
        now = self.workspace.notebook_documents.get(key)
        if now is None or _snapshot(self.cells_of(now)) != snapshot:
            return  # changed meanwhile: the lint scheduled by that change publishes
        if failure is not None:
            first = snapshot[0]
            whole = [self.whole_file_diagnostic(*failure)] if failure[0] != "JAX001" or \
                config.is_selected("JAX001", filename) else []
            self.publish_with_stale(first[1], first[3], *whole)
            for _, cell_key, _, version in snapshot[1:]:
                self.publish_with_stale(cell_key, version)
            return
        self.publish_cells(snapshot, config, result)

    def publish_cells(self, snapshot: list[tuple[int, str, str, int | None]], config, result: dict) -> None:
        """Each cell's share of the notebook's lint; a finding about the whole notebook (no
        cell) goes on its first code cell."""
        records, noqa = result["diagnostics"], result.get("noqa", {})
        first = snapshot[0][0]
        for number, cell_key, text, version in snapshot:
            mine = [(i, d) for i, d in enumerate(records) if (d.get("cell") or first) == number]
            share = {"diagnostics": [d for _, d in mine], "parsed": result.get("parsed", True),
                     "noqa": {str(j): noqa[str(i)] for j, (i, _) in enumerate(mine) if str(i) in noqa}}
            self.publish_result(cell_key, version, text, config, share)
            self.linted[cell_key].has_safe_fix = False  # fix-all is not offered in a notebook's cell

    def close_cells(self, uris: list[str]) -> None:
        """Forget closed cells and clear what was published for them."""
        for uri in uris:
            self.forget(unquote(uri))
            if not self.pulling:
                self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
