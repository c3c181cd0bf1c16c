"""`jaxlint server`: a language server (pygls 2, stdio) with diagnostics, quick fixes and fix-all.

* Diagnostics are pushed on didOpen and didSave at once, and on didChange after a 0.3 s pause
  per document (a newer change cancels the pending lint). Linting runs on one worker thread,
  off the event loop; results are published from the loop (the stdio writer has no lock), and
  only if the document has not changed meanwhile.
* Each diagnostic carries `code`, `codeDescription.href` (the rule's docs), `source: "jaxlint"`
  and a range in the client's position units (UTF-16 unless it negotiated otherwise). Its
  `data` holds the fix's edits and the noqa edit, ready to send back, so a code action never
  re-lints.
* Code actions: "jaxlint (JAX101): <fix>" per fixable diagnostic, "jaxlint (JAX101): Disable for
  this line" (adds or extends `# noqa:`), and `source.fixAll.jaxlint`, which applies the safe
  fixes only (the same fix loop as `jaxlint check --fix`) as one edit over the changed region.
* Config is the nearest [tool.jaxlint] from the document's folder (the current directory for
  `untitled:` documents); it is reloaded when a pyproject.toml or jaxlint.toml changes
  (workspace/didChangeWatchedFiles, registered dynamically when the client allows it).
"""

from __future__ import annotations

import asyncio
import logging
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from lsprotocol import types as lsp
from pygls.capabilities import get_capability
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from jaxlint import __version__
from jaxlint.config import Config, ConfigError, load_config
from jaxlint.diagnostics import Applicability, Diagnostic
from jaxlint.lsp_edits import NoqaPlanner, changed_region, line_starts, offset_to_row_col, split_lines, to_client

logger = logging.getLogger("jaxlint.lsp")

SOURCE = "jaxlint"
FIX_ALL_KIND = "source.fixAll.jaxlint"
DEBOUNCE_S = 0.3
CONFIG_NAMES = ("pyproject.toml", "jaxlint.toml", ".jaxlint.toml")
ENGINE_CODES = ("JAX000", "JAX999")  # never filtered by noqa: no "Disable for this line"
PYTHON_SUFFIXES = (".py", ".pyi")


@dataclass
class LintedDocument:
    """The last published lint of one document."""

    version: int | None
    has_safe_fix: bool
    diagnostics: list[lsp.Diagnostic] = field(default_factory=list)


def _lint(source: str, filename: str, config: Config) -> tuple[list[Diagnostic], dict[int, Any]]:
    """Worker-thread side: the diagnostics, and the noqa edit for each (by index)."""
    from jaxlint.engine import lint_source

    diagnostics = lint_source(source, filename, config).diagnostics
    noqa: dict[int, Any] = {}
    planner = None
    for index, d in enumerate(diagnostics):
        if d.code in ENGINE_CODES or d.noqa_row is None:
            continue
        planner = planner or NoqaPlanner(source)
        edit = planner.edit_for(d.noqa_row, d.code)
        if edit is not None:
            noqa[index] = edit
    return diagnostics, noqa


def _fix_all(source: str, filename: str, config: Config) -> str:
    from jaxlint.fix_loop import fix_source

    outcome = fix_source(source, filename, config, unsafe=False)
    return outcome.source if outcome.converged else source


class JaxlintLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("jaxlint", __version__)
        # One worker: the engine keeps per-run caches, and one lint at a time is what an editor needs.
        self.lint_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jaxlint-lint")
        self.pending: dict[str, asyncio.Task] = {}
        self.linted: dict[str, LintedDocument] = {}
        self.configs: dict[Path, Config] = {}
        self.reported_config_errors: set[str] = set()

    # --- documents and config ----------------------------------------------------------------

    def is_open(self, uri: str) -> bool:
        return uri in self.workspace.text_documents

    def location_of(self, uri: str) -> tuple[str, Path | None]:
        """(filename for the engine, filesystem path or None for untitled: and other schemes)."""
        path = to_fs_path(uri) if uri.startswith("file:") else None
        if path:
            return path, Path(path)
        parsed = urlparse(uri)
        name = unquote(parsed.path or uri) or "untitled"
        return name, None

    def config_for(self, path: Path | None) -> Config:
        start = path.parent if path is not None else Path.cwd()
        while not start.exists() and start != start.parent:
            start = start.parent
        config = self.configs.get(start)
        if config is None:
            try:
                config = load_config(start)
            except ConfigError as exc:
                config = Config(root=start)
                message = f"jaxlint: {exc} (using the default configuration)"
                if message not in self.reported_config_errors:
                    self.reported_config_errors.add(message)
                    self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error, message=message))
            if config.source is None:  # no config file: exclude patterns relative to the project, not the cwd
                config.root = self.workspace_root_for(start) or start
            self.configs[start] = config
        return config

    def workspace_root_for(self, directory: Path) -> Path | None:
        """The innermost workspace folder holding `directory`, if any."""
        roots = [to_fs_path(folder.uri) for folder in self.workspace.folders.values()]
        roots.append(self.workspace.root_path)
        best = None
        for root in filter(None, roots):
            root_path = Path(root).resolve()
            if directory.resolve() == root_path or root_path in directory.resolve().parents:
                if best is None or len(root_path.parts) > len(best.parts):
                    best = root_path
        return best

    def reload_config(self) -> None:
        self.configs.clear()
        self.reported_config_errors.clear()
        for uri in list(self.workspace.text_documents):
            self.schedule(uri, 0)

    def should_lint(self, uri: str, path: Path | None, config: Config) -> bool:
        doc = self.workspace.text_documents.get(uri)
        language = getattr(doc, "language_id", None)
        name = str(path) if path is not None else uri
        if language not in (None, "", "python") and not name.endswith(PYTHON_SUFFIXES):
            return False
        return path is None or not config.is_excluded(path)

    # --- linting -----------------------------------------------------------------------------

    def schedule(self, uri: str, delay: float) -> None:
        previous = self.pending.pop(uri, None)
        if previous is not None:
            previous.cancel()
        self.pending[uri] = asyncio.get_running_loop().create_task(self._lint_later(uri, delay))

    async def _lint_later(self, uri: str, delay: float) -> None:
        me = asyncio.current_task()
        try:
            if delay:
                await asyncio.sleep(delay)
            if not self.is_open(uri):
                return
            doc = self.workspace.get_text_document(uri)
            source, version = doc.source, doc.version
            filename, path = self.location_of(uri)
            config = self.config_for(path)
            if self.should_lint(uri, path, config):
                loop = asyncio.get_running_loop()
                diagnostics, noqa = await loop.run_in_executor(self.lint_executor, _lint, source, filename, config)
            else:
                diagnostics, noqa = [], {}
            if not self.is_open(uri) or self.workspace.get_text_document(uri).version != version:
                return  # changed meanwhile: the lint scheduled by that change publishes
            self.publish(uri, version, source, config, diagnostics, noqa)
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("jaxlint: linting %s failed", uri)
        finally:
            if self.pending.get(uri) is me:
                del self.pending[uri]

    def publish(self, uri: str, version: int | None, source: str, config: Config,
                diagnostics: list[Diagnostic], noqa: dict[int, Any]) -> None:
        lines = split_lines(source)
        out = [self.to_lsp(d, lines, version, config, noqa.get(i)) for i, d in enumerate(diagnostics)]
        has_safe = any(d.fix is not None and d.fix.applicability is Applicability.SAFE and config.is_fixable(d.code)
                       for d in diagnostics)
        self.linted[uri] = LintedDocument(version, has_safe, out)
        self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, version=version, diagnostics=out))

    def units(self, text: str) -> int:
        return self.workspace.position_codec.client_num_units(text)

    def range_of(self, lines: list[str], start: tuple[int, int], end: tuple[int, int]) -> dict:
        (sl, sc), (el, ec) = to_client(lines, *start, self.units), to_client(lines, *end, self.units)
        return {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}}

    def to_lsp(self, d: Diagnostic, lines: list[str], version: int | None, config: Config,
               noqa_edit: Any) -> lsp.Diagnostic:
        rng = self.range_of(lines, (d.location.row, d.location.column), (d.end_location.row, d.end_location.column))
        data: dict[str, Any] = {"version": version, "fix": None, "noqa": None}
        fix = d.fix
        if fix is not None and fix.edits and config.is_fixable(d.code) and all(
                e.location is not None and e.end_location is not None for e in fix.edits):
            data["fix"] = {
                "title": fix.message,
                "applicability": fix.applicability.value,
                "edits": [{"range": self.range_of(lines, (e.location.row, e.location.column),
                                                  (e.end_location.row, e.end_location.column)),
                           "newText": e.content} for e in fix.edits],
            }
        if noqa_edit is not None:
            data["noqa"] = {"range": self.range_of(lines, (noqa_edit.row, noqa_edit.start),
                                                   (noqa_edit.row, noqa_edit.end)),
                            "newText": noqa_edit.text}
        severity = lsp.DiagnosticSeverity.Warning if d.severity == "warning" else lsp.DiagnosticSeverity.Error
        return lsp.Diagnostic(
            range=_range(rng),
            message=d.message,
            severity=severity,
            code=d.code,
            code_description=lsp.CodeDescription(href=d.url),
            source=SOURCE,
            data=data,
        )

    # --- code actions ------------------------------------------------------------------------

    def data_of(self, uri: str, diagnostic: lsp.Diagnostic) -> dict | None:
        """The diagnostic's data; for clients that drop it, the published copy with the same code and range."""
        if isinstance(diagnostic.data, dict):
            return diagnostic.data
        linted = self.linted.get(uri)
        for published in linted.diagnostics if linted else ():
            if published.code == diagnostic.code and published.range == diagnostic.range:
                return published.data
        return None

    def quick_fixes(self, uri: str, version: int | None, diagnostics: list[lsp.Diagnostic]) -> list[lsp.CodeAction]:
        actions: list[lsp.CodeAction] = []
        for diagnostic in diagnostics:
            if diagnostic.source != SOURCE:
                continue
            data = self.data_of(uri, diagnostic)
            if not data or data.get("version") != version:
                continue  # stale: the document changed since this was published
            fix = data.get("fix")
            if fix and fix.get("applicability") in (Applicability.SAFE.value, Applicability.UNSAFE.value):
                actions.append(lsp.CodeAction(
                    title=f"jaxlint ({diagnostic.code}): {fix['title']}",
                    kind=lsp.CodeActionKind.QuickFix,
                    diagnostics=[diagnostic],
                    edit=_workspace_edit(uri, fix["edits"]),
                    is_preferred=fix["applicability"] == Applicability.SAFE.value,
                ))
            noqa = data.get("noqa")
            if noqa:
                actions.append(lsp.CodeAction(
                    title=f"jaxlint ({diagnostic.code}): Disable for this line",
                    kind=lsp.CodeActionKind.QuickFix,
                    diagnostics=[diagnostic],
                    edit=_workspace_edit(uri, [noqa]),
                ))
        return actions

    async def fix_all_edit(self, uri: str) -> lsp.WorkspaceEdit | None:
        if not self.is_open(uri):
            return None
        doc = self.workspace.get_text_document(uri)
        source = doc.source
        filename, path = self.location_of(uri)
        config = self.config_for(path)
        if not self.should_lint(uri, path, config):
            return None
        loop = asyncio.get_running_loop()
        fixed = await loop.run_in_executor(self.lint_executor, _fix_all, source, filename, config)
        if self.workspace.get_text_document(uri).source != source:
            return None  # edited meanwhile: the edit would not apply
        change = changed_region(source, fixed)
        if change is None:
            return None
        lines, starts = split_lines(source), line_starts(source)
        rng = self.range_of(lines, offset_to_row_col(starts, change.start), offset_to_row_col(starts, change.end))
        return _workspace_edit(uri, [{"range": rng, "newText": change.text}])


def _range(rng: dict) -> lsp.Range:
    return lsp.Range(start=lsp.Position(line=rng["start"]["line"], character=rng["start"]["character"]),
                     end=lsp.Position(line=rng["end"]["line"], character=rng["end"]["character"]))


def _workspace_edit(uri: str, edits: list[dict]) -> lsp.WorkspaceEdit:
    return lsp.WorkspaceEdit(changes={uri: [lsp.TextEdit(range=_range(e["range"]), new_text=e["newText"])
                                            for e in edits]})


def _kind_wanted(kind: str, only: list[str] | None) -> bool:
    """LSP: `only` filters by kind prefix (`source` covers `source.fixAll.jaxlint`)."""
    return only is None or any(kind == k or kind.startswith(k + ".") for k in only)


def _fix_all_requested(only: list[str] | None) -> bool:
    """An explicit request for fix-all kinds (on-save actions), as opposed to a lightbulb."""
    return only is not None and any(k in ("source.fixAll", FIX_ALL_KIND) for k in only)


server = JaxlintLanguageServer()


@server.feature(lsp.INITIALIZED)
async def initialized(ls: JaxlintLanguageServer, params: lsp.InitializedParams) -> None:
    if not get_capability(ls.client_capabilities, "workspace.did_change_watched_files.dynamic_registration", False):
        return
    watchers = [lsp.FileSystemWatcher(glob_pattern=f"**/{name}") for name in CONFIG_NAMES]
    registration = lsp.Registration(
        id="jaxlint-config-files", method=lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES,
        register_options=lsp.DidChangeWatchedFilesRegistrationOptions(watchers=watchers))
    try:
        await ls.client_register_capability_async(lsp.RegistrationParams(registrations=[registration]))
    except Exception as exc:  # the client refused: config is then read once per folder
        logger.warning("jaxlint: could not watch config files: %s", exc)


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: JaxlintLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, 0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: JaxlintLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, DEBOUNCE_S)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: JaxlintLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, 0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: JaxlintLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    pending = ls.pending.pop(uri, None)
    if pending is not None:
        pending.cancel()
    ls.linted.pop(uri, None)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: JaxlintLanguageServer, params: lsp.DidChangeWatchedFilesParams) -> None:
    if any(change.uri.rstrip("/").rsplit("/", 1)[-1] in CONFIG_NAMES for change in params.changes):
        ls.reload_config()


@server.feature(
    lsp.TEXT_DOCUMENT_CODE_ACTION,
    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix, FIX_ALL_KIND], resolve_provider=True),
)
async def code_action(ls: JaxlintLanguageServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction] | None:
    uri = params.text_document.uri
    if not ls.is_open(uri):
        return None
    only = params.context.only
    version = ls.workspace.get_text_document(uri).version
    actions: list[lsp.CodeAction] = []
    if _kind_wanted(lsp.CodeActionKind.QuickFix, only):
        actions.extend(ls.quick_fixes(uri, version, list(params.context.diagnostics)))
    if _kind_wanted(FIX_ALL_KIND, only):
        linted = ls.linted.get(uri)
        fresh = linted is not None and linted.version == version
        title = "jaxlint: Fix all auto-fixable problems"
        resolvable = get_capability(ls.client_capabilities, "text_document.code_action.resolve_support", None)
        lazy = resolvable is not None and "edit" in (resolvable.properties or [])
        if _fix_all_requested(only) or (fresh and linted.has_safe_fix and not lazy):
            edit = await ls.fix_all_edit(uri)
            if edit is not None:
                actions.append(lsp.CodeAction(title=title, kind=FIX_ALL_KIND, edit=edit))
        elif fresh and linted.has_safe_fix:
            actions.append(lsp.CodeAction(title=title, kind=FIX_ALL_KIND, data={"uri": uri}))
    return actions or None


@server.feature(lsp.CODE_ACTION_RESOLVE)
async def code_action_resolve(ls: JaxlintLanguageServer, action: lsp.CodeAction) -> lsp.CodeAction:
    if action.kind == FIX_ALL_KIND and isinstance(action.data, dict) and action.data.get("uri"):
        edit = await ls.fix_all_edit(action.data["uri"])
        action.edit = edit or lsp.WorkspaceEdit(changes={})
    return action


@server.feature(lsp.SHUTDOWN)
def shutdown(ls: JaxlintLanguageServer, params: None) -> None:
    for task in list(ls.pending.values()):
        task.cancel()
    ls.pending.clear()
    ls.lint_executor.shutdown(wait=False, cancel_futures=True)


def main() -> int:
    """Serve over stdio until the client says exit."""
    logging.basicConfig(level=os.environ.get("JAXLINT_LOG_LEVEL", "WARNING").upper(),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    server.start_io()
    return 0
