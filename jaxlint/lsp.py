"""`jaxlint server`: a language server (pygls 2, stdio) with diagnostics, quick fixes and fix-all.

* The server only talks; a worker process lints (jaxlint/lsp_worker.py, driven by
  jaxlint/lsp_supervisor.py), so a long parse never holds up a request and a native crash
  never takes the server down: the worker is restarted, and the document gets one JAX999
  diagnostic saying why its lint failed.
* Diagnostics are pushed on didOpen and didSave at once, and on didChange at once after a
  pause (when the document's lint is quick), else 0.05 s after the last of a burst of changes
  (jaxlint/lsp_queue.py): a storm of changes costs one lint, of the version current when it
  starts, and a result for a version that is no longer current is dropped (so no version is
  ever published after a newer one). The worker re-parses only the changed statements
  (jaxlint/lsp_incremental.py). Only the changed document is linted; saving a file also
  re-lints the open documents whose last lint read it (a module they call into), and nothing
  else: the worker keeps every other module's parse and index between lints. Clients that pull
  (`textDocument/diagnostic`) get the lint of the current version; once a client that declares
  pull support pulls, the server stops pushing.
* While a document does not parse, or its lint fails, the last good diagnostics stay, marked
  stale, under the diagnostic that says so.
* A document over `max-file-size` (default 1 MiB of UTF-8) is not analysed: it gets one JAX001.
* Each diagnostic carries `code`, `codeDescription.href` (the rule's docs), `source: "jaxlint"`
  and a range in the client's position units (UTF-16 unless it negotiated otherwise). Its
  `data` holds the fix's edits and the noqa edit, ready to send back, so a code action never
  re-lints.
* Code actions: "jaxlint (JAX101): <fix>" per fixable diagnostic, "jaxlint (JAX101): Disable for
  this line" (adds or extends `# noqa:`), and `source.fixAll.jaxlint`, which applies the safe
  fixes only (the same fix loop as `jaxlint check --fix`) as one edit over the changed region.
* Config is the nearest [tool.jaxlint] from the document's folder (the current directory for
  `untitled:` documents); it is reloaded, once per burst of notifications, when a pyproject.toml
  or jaxlint.toml changes (workspace/didChangeWatchedFiles, registered dynamically when the
  client allows it).
* Notebook documents (`notebookDocument/*`): the code cells are linted together, as `check`
  lints an .ipynb, and each cell's diagnostics are published on its own URI
  (jaxlint/lsp_notebooks.py).
* Every request is answered, with an error where need be (jaxlint/lsp_protocol.py).
"""

from __future__ import annotations

import asyncio
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from lsprotocol import types as lsp
from pygls.capabilities import get_capability
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace import TextDocument

from jaxlint import __version__
from jaxlint.catalog import engine_code
from jaxlint.config import Config, ConfigError, load_config
from jaxlint.diagnostics import Applicability, Diagnostic, Location
from jaxlint.lsp_edits import line_starts, offset_to_row_col, split_lines, to_client, units_for
from jaxlint.lsp_notebooks import NOTEBOOK_SYNC, NotebookDocuments
from jaxlint.lsp_protocol import JaxlintProtocol
from jaxlint.lsp_queue import LintQueue
from jaxlint.lsp_supervisor import LintWorker, WorkerFailure
from jaxlint.lsp_worker import config_to_json, diagnostic_record

logger = logging.getLogger("jaxlint.lsp")

SOURCE = "jaxlint"
FIX_ALL_KIND = "source.fixAll.jaxlint"
DEBOUNCE_S = 0.05  # the pause that groups a burst of keystrokes into one lint
QUICK_LINT_S = 0.25  # a document whose lint takes less is linted at once after a pause
RELOAD_DELAY_S = 0.2  # config notifications come in bursts: one reload per burst
RELOAD_MAX_WAIT_S = 2.0
PULL_WAIT_S = 120.0  # a pull request waits at most this long for the current version's lint
DEFAULT_MAX_FILE_SIZE = 1 << 20  # bytes of UTF-8; `max-file-size` in the config overrides
CONFIG_NAMES = ("pyproject.toml", "jaxlint.toml", ".jaxlint.toml")
PYTHON_SUFFIXES = (".py", ".pyi")
STALE = "(stale) "


@dataclass
class LintedDocument:
    """The last published lint of one document."""

    version: int | None
    has_safe_fix: bool
    diagnostics: list[lsp.Diagnostic] = field(default_factory=list)
    fresh: list[lsp.Diagnostic] = field(default_factory=list)  # those not carried over as stale


def key_of(uri: str) -> str:
    """How pygls keys its open documents (and this server its state): by the unquoted URI."""
    return unquote(uri)


def max_file_size(config: Config) -> int:
    value = getattr(config, "max_file_size", None)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else DEFAULT_MAX_FILE_SIZE


def utf8_size_over(source: str, limit: int) -> int | None:
    """The text's size in UTF-8 bytes when it is over `limit`, else None (no encoding at all
    when the text is short enough that even four bytes per character stay under the limit)."""
    if len(source) * 4 <= limit:
        return None
    size = len(source.encode("utf-8", "surrogatepass"))
    return size if size > limit else None


_SEVERITIES = {"error": lsp.DiagnosticSeverity.Error, "warning": lsp.DiagnosticSeverity.Warning,
               "info": lsp.DiagnosticSeverity.Information}


def _stale(diagnostic: lsp.Diagnostic) -> lsp.Diagnostic:
    if diagnostic.message.startswith(STALE):
        return diagnostic
    data = dict(diagnostic.data) if isinstance(diagnostic.data, dict) else {}
    data.update(fix=None, noqa=None, stale=True)
    return lsp.Diagnostic(range=diagnostic.range, message=STALE + diagnostic.message, severity=diagnostic.severity,
                          code=diagnostic.code, code_description=diagnostic.code_description, source=SOURCE,
                          data=data)


class JaxlintLanguageServer(NotebookDocuments, LanguageServer):
    def __init__(self) -> None:
        super().__init__("jaxlint", __version__, protocol_cls=JaxlintProtocol, notebook_document_sync=NOTEBOOK_SYNC)
        self.worker = LintWorker()
        self.queue = LintQueue()
        self.lint_task: asyncio.Task | None = None
        self.linting: str | None = None  # the document whose lint is in flight
        self.linted: dict[str, LintedDocument] = {}
        self.last_good: dict[str, list[lsp.Diagnostic]] = {}  # of the last version that parsed and linted
        self.reads: dict[str, frozenset[str]] = {}  # key -> the other files its last lint read
        self.settled: dict[str, asyncio.Event] = {}  # set when a document's lint is published
        self.pulling = False  # the client pulls diagnostics: stop pushing them
        self.pushed: dict[str, str] = {}  # key -> the URI diagnostics were pushed for
        self.last_change: dict[str, float] = {}  # key -> when its last didChange came (loop time)
        self.lint_took: dict[str, float] = {}  # key -> how long its last lint took (seconds)
        self.reload_handle: asyncio.TimerHandle | None = None
        self.reload_first = self.reload_due = 0.0
        self.configs: dict[Path, Config] = {}
        self.reported_config_errors: set[str] = set()

    # --- documents and config ----------------------------------------------------------------

    def document(self, uri: str) -> TextDocument | None:
        """The open document, or None."""
        return self.workspace.text_documents.get(key_of(uri))

    def is_open(self, uri: str) -> bool:
        return self.document(uri) is not None

    def location_of(self, uri: str) -> tuple[str, Path | None]:
        """(filename for the engine, filesystem path or None for untitled: and other schemes)."""
        try:
            path = to_fs_path(uri) if uri.startswith("file:") else None
        except Exception:  # a URI pygls cannot map is linted as an untitled document
            path = None
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

    def request_reload(self) -> None:
        """Reload the config once, a moment after the last of a burst of notifications (and at
        least every RELOAD_MAX_WAIT_S while the burst lasts)."""
        now = asyncio.get_running_loop().time()
        if self.reload_handle is None:
            self.reload_first = now
            self.reload_handle = asyncio.get_running_loop().call_later(RELOAD_DELAY_S, self._reload_when_quiet)
        self.reload_due = min(now + RELOAD_DELAY_S, self.reload_first + RELOAD_MAX_WAIT_S)

    def _reload_when_quiet(self) -> None:
        loop = asyncio.get_running_loop()
        if loop.time() < self.reload_due:
            self.reload_handle = loop.call_later(self.reload_due - loop.time(), self._reload_when_quiet)
            return
        self.reload_handle = None
        self.reload_config()

    def reload_config(self) -> None:
        self.configs.clear()
        self.reported_config_errors.clear()
        for key in list(self.workspace.text_documents):
            self.schedule(key, 0)
        if self.pulling and get_capability(self.client_capabilities, "workspace.diagnostics.refresh_support", False):
            self.workspace_diagnostic_refresh(None)

    def should_lint(self, doc: TextDocument, path: Path | None, config: Config) -> bool:
        language = getattr(doc, "language_id", None)
        name = str(path) if path is not None else doc.uri
        if language not in (None, "", "python") and not name.endswith(PYTHON_SUFFIXES):
            return False
        return path is None or not config.is_excluded(path)

    # --- linting -----------------------------------------------------------------------------

    def schedule(self, key: str, delay: float) -> None:
        key = self.owner(key)  # a notebook's cell: lint the notebook
        self.queue.mark(key, delay)
        if self.lint_task is None or self.lint_task.done():
            self.lint_task = asyncio.get_running_loop().create_task(self.lint_forever())

    def changed(self, key: str) -> None:
        """A didChange: the first change after a pause is linted at once when its lint is quick
        (nothing to group it with; were it the first of a burst, one short lint is lost); one
        that follows another within DEBOUNCE_S, or of a document whose lint is long (a lint
        started for a burst's first change would delay its last one's), waits DEBOUNCE_S."""
        now = asyncio.get_running_loop().time()
        previous = self.last_change.get(key)
        self.last_change[key] = now
        burst = previous is not None and now - previous < DEBOUNCE_S
        self.schedule(key, DEBOUNCE_S if burst or self.lint_took.get(key, 0.0) >= QUICK_LINT_S else 0)

    def forget(self, key: str) -> None:
        self.queue.discard(key)
        self.linted.pop(key, None)
        self.last_good.pop(key, None)
        self.reads.pop(key, None)
        self.pushed.pop(key, None)
        self.last_change.pop(key, None)
        self.lint_took.pop(key, None)
        self._settle(key)

    async def lint_forever(self) -> None:
        while True:
            key = await self.queue.next()
            self.linting = key
            started = asyncio.get_running_loop().time()
            try:
                await self.lint_now(key)
            except Exception:  # a bug here must not stop the linting of every other document
                logger.exception("jaxlint: linting %s failed", key)
            finally:
                self.linting = None
                if key in self.workspace.text_documents:
                    self.lint_took[key] = asyncio.get_running_loop().time() - started

    async def lint_now(self, key: str) -> None:
        notebook = self.workspace.notebook_documents.get(key)
        if notebook is not None:
            await self.lint_notebook_now(key, notebook)
            return
        doc = self.workspace.text_documents.get(key)
        if doc is None:
            return
        source, version = doc.source, doc.version
        filename, path = self.location_of(doc.uri)
        config = self.config_for(path)
        if not self.should_lint(doc, path, config):
            self.publish(key, version, [], has_safe_fix=False)
            return
        limit = max_file_size(config)
        size = utf8_size_over(source, limit)
        if size is not None:
            too_large = []
            if config.is_selected("JAX001", filename):
                too_large.append(self.whole_file_diagnostic(
                    "JAX001", "file-too-large",
                    f"file not analysed: {size / (1 << 20):.1f} MiB is over the max-file-size limit of "
                    f"{limit / (1 << 20):.1f} MiB"))
            self.publish(key, version, too_large, has_safe_fix=False)
            return
        failure = None
        try:
            result = await self.worker.run("lint", source=source, filename=filename, config=config_to_json(config),
                                           options={"statement_fixes": False})  # built when a code action asks
        except WorkerFailure as exc:
            failure, result = str(exc), None
        now = self.workspace.text_documents.get(key)
        if now is None or now.version != version or now.source != source:
            return  # changed meanwhile: the lint scheduled by that change publishes
        if failure is not None:
            message = f"cannot lint this file: {failure}"
            self.publish_with_stale(key, version, self.whole_file_diagnostic("JAX999", "internal-error", message))
            return
        self.publish_result(key, version, source, config, result)

    def publish_result(self, key: str, version: int | None, source: str, config: Config, result: dict) -> None:
        lines = split_lines(source)
        noqa = result.get("noqa", {})
        records = result["diagnostics"]
        out = [self.to_lsp(d, lines, version, config, noqa.get(str(i))) for i, d in enumerate(records)]
        has_safe = any((d.get("fix_deferred") or d["fix"] is not None
                        and d["fix"]["applicability"] == Applicability.SAFE.value)  # deferred: it may be safe
                       and config.is_fixable(d["code"]) for d in records)
        if not result.get("parsed", True):
            self.publish_with_stale(key, version, *out)
            return
        self.last_good[key] = out
        self.reads[key] = frozenset(os.path.normcase(os.path.abspath(p)) for p in result.get("dependencies", ()))
        self.publish(key, version, out, has_safe)

    def dependents_of(self, path: str) -> list[str]:
        """Open documents whose last lint read `path` (their findings may change with it)."""
        path = os.path.normcase(os.path.abspath(path))
        return [key for key, reads in self.reads.items() if path in reads and key in self.workspace.text_documents]

    def newly_transformed_by(self, path: str) -> list[str]:
        """Open documents whose last lint did not read `path`, which may now apply a transform
        to their functions (it calls one and spells their module: a text test)."""
        from jaxlint.project_scan import may_transform

        path = os.path.normcase(os.path.abspath(path))
        out = []
        for key, doc in self.workspace.text_documents.items():
            _, there = self.location_of(doc.uri)
            if there is None or path in self.reads.get(key, ()) or os.path.normcase(os.path.abspath(there)) == path:
                continue
            if may_transform(path, str(there)):
                out.append(key)
        return out

    def publish_with_stale(self, key: str, version: int | None, *diagnostics: lsp.Diagnostic) -> None:
        """These diagnostics, and the last good ones marked stale (the text does not parse, or its
        lint failed: every squiggle vanishing while a bracket is open helps nobody)."""
        stale = [_stale(d) for d in self.last_good.get(key, ())]
        self.publish(key, version, list(diagnostics) + stale, has_safe_fix=False, fresh=list(diagnostics))

    def publish(self, key: str, version: int | None, diagnostics: list[lsp.Diagnostic], has_safe_fix: bool,
                fresh: list[lsp.Diagnostic] | None = None) -> None:
        self.linted[key] = LintedDocument(version, has_safe_fix, diagnostics,
                                          diagnostics if fresh is None else fresh)
        doc = self.workspace.text_documents.get(key)
        if not self.pulling and doc is not None:
            self.pushed[key] = doc.uri  # the URI as the client spelled it
            self.text_document_publish_diagnostics(
                lsp.PublishDiagnosticsParams(uri=doc.uri, version=version, diagnostics=diagnostics))
        self._settle(key)

    def _settle(self, key: str) -> None:
        event = self.settled.pop(key, None)
        if event is not None:
            event.set()

    async def current_lint(self, uri: str) -> LintedDocument | None:
        """The lint of the document's current version, once it is published (None if not open)."""
        key = key_of(uri)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + PULL_WAIT_S
        while True:
            doc = self.workspace.text_documents.get(key)
            if doc is None:
                return None
            linted = self.linted.get(key)
            owner = self.owner(key)  # a cell's lint is its notebook's
            pending = owner in self.queue or self.linting == owner
            if (linted is not None and linted.version == doc.version and not pending) or loop.time() > deadline:
                return linted
            if not pending:
                self.schedule(key, 0)
            event = self.settled.setdefault(key, asyncio.Event())
            try:
                await asyncio.wait_for(event.wait(), max(deadline - loop.time(), 0))
            except asyncio.TimeoutError:
                pass

    def stop_pushing(self) -> None:
        """A client that declares pull support pulls: clear what was pushed, so that nothing shows
        twice. (One that pulls without declaring it keeps getting pushes as well.)"""
        if self.pulling or get_capability(self.client_capabilities, "text_document.diagnostic", None) is None:
            return
        self.pulling = True
        for uri in sorted(self.pushed.values()):
            self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
        self.pushed.clear()

    def whole_file_diagnostic(self, code: str, name: str, message: str) -> lsp.Diagnostic:
        """A diagnostic about the whole file, at its start, offering no action."""
        at = Location(1, 0)
        entry = engine_code(code)
        record = diagnostic_record(Diagnostic(code=code, name=name, message=message, filename="",
                                              location=at, end_location=at,
                                              severity=entry.severity if entry else "error"))
        return self.to_lsp(record, [""], None, Config(), None)

    def range_of(self, lines: list[str], start: tuple[int, int], end: tuple[int, int]) -> dict:
        units = units_for(self.workspace.position_encoding)
        (sl, sc), (el, ec) = to_client(lines, *start, units), to_client(lines, *end, units)
        return {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}}

    def to_lsp(self, d: dict, lines: list[str], version: int | None, config: Config,
               noqa_edit: list | None) -> lsp.Diagnostic:
        rng = self.range_of(lines, tuple(d["start"]), tuple(d["end"]))
        data: dict[str, Any] = {"version": version, "fix": None, "noqa": None,
                                "fix_deferred": bool(d.get("fix_deferred"))}
        fix = d["fix"]
        if fix is not None and fix["edits"] and config.is_fixable(d["code"]) and None not in fix["edits"]:
            data["fix"] = {
                "title": fix["message"],
                "applicability": fix["applicability"],
                "edits": [{"range": self.range_of(lines, (srow, scol), (erow, ecol)), "newText": content}
                          for srow, scol, erow, ecol, content in fix["edits"]],
            }
        if noqa_edit is not None:
            row, start, end, text = noqa_edit
            data["noqa"] = {"range": self.range_of(lines, (row, start), (row, end)), "newText": text}
        severity = _SEVERITIES.get(d["severity"], lsp.DiagnosticSeverity.Error)
        return lsp.Diagnostic(
            range=_range(rng),
            message=d["message"],
            severity=severity,
            code=d["code"],
            code_description=lsp.CodeDescription(href=d["url"]),
            source=SOURCE,
            data=data,
            related_information=self.why_traced(d.get("trace", ()), lines) or None,
        )

    def why_traced(self, trace: list, lines: list[str]) -> list[lsp.DiagnosticRelatedInformation]:
        """The steps of why a value is traced, as related locations: in this document in the
        client's column units; in another file in code points (its text is not at hand)."""
        out = []
        for uri, row, column, note, here in trace:
            if here:
                rng = _range(self.range_of(lines, (row, column), (row, column)))
            else:
                rng = lsp.Range(start=lsp.Position(line=row - 1, character=column),
                                end=lsp.Position(line=row - 1, character=column))
            out.append(lsp.DiagnosticRelatedInformation(location=lsp.Location(uri=uri, range=rng), message=note))
        return out

    # --- code actions ------------------------------------------------------------------------

    def data_of(self, uri: str, diagnostic: lsp.Diagnostic) -> dict | None:
        """The published data of a diagnostic the client sends back: looked up by code and range,
        so that a client that drops or rewrites `data` gets the same actions."""
        linted = self.linted.get(key_of(uri))
        for published in linted.fresh if linted else ():
            if published.code == diagnostic.code and published.range == diagnostic.range:
                return published.data
        return None

    async def build_deferred_fixes(self, uri: str, version: int | None, diagnostics: list[lsp.Diagnostic]) -> None:
        """The statement rewrites a didChange lint leaves out (the costliest fixes), for the
        published diagnostics of this version, when a code action asks about one of them: one
        lint with fixes, whose fixes are kept in the published data."""
        key = key_of(uri)
        deferred = [data for data in (self.data_of(uri, d) for d in diagnostics if d.source == SOURCE)
                    if data and data.get("fix_deferred") and data.get("version") == version]
        doc = self.workspace.text_documents.get(key)
        linted = self.linted.get(key)
        if not deferred or doc is None or linted is None or doc.version != version:
            return
        source = doc.source
        filename, path = self.location_of(doc.uri)
        config = self.config_for(path)
        try:
            result = await self.worker.run("lint", source=source, filename=filename, config=config_to_json(config))
        except WorkerFailure:
            return  # the actions offered are the ones already known (Disable for this line)
        now = self.workspace.text_documents.get(key)
        if now is None or now.version != version or self.linted.get(key) is not linted:
            return
        lines = split_lines(source)
        built = {(d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character): d.data
                 for d in (self.to_lsp(r, lines, version, config, None) for r in result["diagnostics"])}
        for published in linted.fresh:
            data = published.data
            if not isinstance(data, dict) or not data.get("fix_deferred"):
                continue
            rng = published.range
            found = built.get((published.code, rng.start.line, rng.start.character, rng.end.line, rng.end.character))
            data["fix_deferred"] = False
            data["fix"] = found["fix"] if found is not None else None

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
        doc = self.document(uri)
        if doc is None or self.notebook_key(key_of(uri)) is not None:  # a cell is not fixed on its own
            return None
        source = doc.source
        filename, path = self.location_of(uri)
        config = self.config_for(path)
        if not self.should_lint(doc, path, config) or utf8_size_over(source, max_file_size(config)) is not None:
            return None
        try:
            result = await self.worker.run("fix_all", source=source, filename=filename, config=config_to_json(config))
        except WorkerFailure as exc:
            self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error,
                                                           message=f"jaxlint: cannot fix this file: {exc}"))
            return None
        now = self.document(uri)
        if now is None or now.source != source or not result or result.get("change") is None:
            return None  # edited meanwhile (the edit would not apply), or nothing to fix
        start, end, text = result["change"]
        lines, starts = split_lines(source), line_starts(source)
        rng = self.range_of(lines, offset_to_row_col(starts, start), offset_to_row_col(starts, end))
        return _workspace_edit(uri, [{"range": rng, "newText": text}])


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
    asyncio.get_running_loop().create_task(ls.worker.warm_up())
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
    ls.schedule(key_of(params.text_document.uri), 0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: JaxlintLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
    if ls.is_open(params.text_document.uri):
        ls.changed(key_of(params.text_document.uri))


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: JaxlintLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
    if ls.is_open(params.text_document.uri):
        ls.schedule(key_of(params.text_document.uri), 0)
    _, path = ls.location_of(params.text_document.uri)
    for key in ls.dependents_of(str(path)) if path is not None else ():
        ls.schedule(key, DEBOUNCE_S)  # they read the saved file from disk: their findings may change
    for key in ls.newly_transformed_by(str(path)) if path is not None else ():
        ls.schedule(key, DEBOUNCE_S)  # the saved file may now trace their functions


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: JaxlintLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.forget(key_of(uri))
    if not ls.pulling:
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(lsp.NOTEBOOK_DOCUMENT_DID_OPEN)
def did_open_notebook(ls: JaxlintLanguageServer, params: lsp.DidOpenNotebookDocumentParams) -> None:
    ls.schedule(key_of(params.notebook_document.uri), 0)


@server.feature(lsp.NOTEBOOK_DOCUMENT_DID_CHANGE)
def did_change_notebook(ls: JaxlintLanguageServer, params: lsp.DidChangeNotebookDocumentParams) -> None:
    structure = params.change.cells.structure if params.change.cells is not None else None
    if structure is not None and structure.did_close:
        ls.close_cells([cell.uri for cell in structure.did_close])
    if key_of(params.notebook_document.uri) in ls.workspace.notebook_documents:
        ls.schedule(key_of(params.notebook_document.uri), DEBOUNCE_S)


@server.feature(lsp.NOTEBOOK_DOCUMENT_DID_CLOSE)
def did_close_notebook(ls: JaxlintLanguageServer, params: lsp.DidCloseNotebookDocumentParams) -> None:
    ls.forget(key_of(params.notebook_document.uri))
    ls.close_cells([cell.uri for cell in params.cell_text_documents])


@server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: JaxlintLanguageServer, params: lsp.DidChangeWatchedFilesParams) -> None:
    if any(change.uri.rstrip("/").rsplit("/", 1)[-1] in CONFIG_NAMES for change in params.changes):
        ls.request_reload()


@server.feature(
    lsp.TEXT_DOCUMENT_DIAGNOSTIC,
    lsp.DiagnosticOptions(identifier=SOURCE, inter_file_dependencies=True, workspace_diagnostics=False),
)
async def pull_diagnostics(ls: JaxlintLanguageServer, params: lsp.DocumentDiagnosticParams):
    ls.stop_pushing()
    linted = await ls.current_lint(params.text_document.uri)
    if linted is None:  # not open (or never linted): nothing to report
        return lsp.RelatedFullDocumentDiagnosticReport(items=[])
    result_id = f"{linted.version}:{id(linted)}"
    if params.previous_result_id == result_id:
        return lsp.RelatedUnchangedDocumentDiagnosticReport(result_id=result_id)
    return lsp.RelatedFullDocumentDiagnosticReport(items=linted.diagnostics, result_id=result_id)


@server.feature(
    lsp.TEXT_DOCUMENT_CODE_ACTION,
    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix, FIX_ALL_KIND], resolve_provider=True),
)
async def code_action(ls: JaxlintLanguageServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction] | None:
    uri = params.text_document.uri
    doc = ls.document(uri)
    if doc is None:
        return None
    only = params.context.only
    version = doc.version
    actions: list[lsp.CodeAction] = []
    if _kind_wanted(lsp.CodeActionKind.QuickFix, only):
        await ls.build_deferred_fixes(uri, version, list(params.context.diagnostics))
        actions.extend(ls.quick_fixes(uri, version, list(params.context.diagnostics)))
    if _kind_wanted(FIX_ALL_KIND, only):
        linted = ls.linted.get(key_of(uri))
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
    uri = action.data.get("uri") if isinstance(action.data, dict) else None
    if action.kind == FIX_ALL_KIND and isinstance(uri, str):
        edit = await ls.fix_all_edit(uri)
        action.edit = edit or lsp.WorkspaceEdit(changes={})
    return action


@server.feature(lsp.SHUTDOWN)
def shutdown(ls: JaxlintLanguageServer, params: None) -> None:
    if ls.lint_task is not None:
        ls.lint_task.cancel()
    ls.worker.close()


def main() -> int:
    """Serve over stdio until the client says exit."""
    logging.basicConfig(level=os.environ.get("JAXLINT_LOG_LEVEL", "WARNING").upper(),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    server.start_io()
    return 0
