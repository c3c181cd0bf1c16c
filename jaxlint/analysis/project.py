"""Follow calls into other modules of the same project.

A jitted step in `train.py` that calls `schedules.warmup(step, ...)` hands tracers to code in
`schedules.py`. When traced code calls a function imported from the project (relative
imports, or absolute ones that resolve to a file under the project's root), the module is
loaded on demand (parsed once per process and memoised by mtime and size), indexed, and the
function analysed with the arguments it receives. Findings land in the module that holds the
code, with that module's positions and `noqa` comments.
"""

from __future__ import annotations

import os
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import libcst as cst

from jaxlint.analysis import file_words, module_text
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import (
    FunctionInfo, ModuleIndex, build_index, constructed_class, differentiated, passed_argument,
)

MAX_MODULES = 32  # foreign modules one lint may load
MAX_IMPORTERS = 8  # of them, modules parsed to find transforms they apply to this one's functions: a hub
# module (`lax`, `linen.module`) has a hundred candidates, each a parse of its own
MAX_BYTES = 400_000  # larger modules are not followed (a parsed tree and its index cost ~63x its size)
MAX_MEMO = 24  # parsed modules kept per process, at least; more while their texts stay under
MAX_MEMO_BYTES = 600_000  # (a kept module, tree and index, costs about 63x its text) outside a run,
# and RUN_MEMO_BYTES in one (`project_scan.one_run`: a whole-tree check, a batch of fixes). A
# module evicted and followed again is parsed again, which a run must not do (issue #14: no file
# parsed twice), and a run's lints follow its hub modules again and again (flax's `nnx` modules,
# 50-120 KB each: at 600 KB most of a cold flax run's parses were repeats). 8 MB of text is
# about 500 MB per process at most (flax's 1.9 MB of modules, all kept: 121 MB); a run's
# worker ends with it, and the next module kept outside a run trims the memo back.
RUN_MEMO_BYTES = 8_000_000


@dataclass
class LoadedModule:
    path: str
    source: str
    module: cst.Module
    index: ModuleIndex
    mtime_ns: int
    size: int


# path -> LoadedModule, shared by every lint in this process (workers lint many files), least
# recently used first.
_LOADED: "OrderedDict[str, LoadedModule]" = OrderedDict()


def _exported(index: ModuleIndex) -> list[str]:
    """The names `from m import *` binds: a literal `__all__`, else every public top-level name
    the module defines or imports."""
    assigned = index.module_assignments.get("__all__") or []
    if len(assigned) == 1 and isinstance(assigned[0], (cst.List, cst.Tuple)):
        names = [e.value.evaluated_value for e in assigned[0].elements if isinstance(e.value, cst.SimpleString)]
        if len(names) == len(assigned[0].elements):
            return [n for n in names if isinstance(n, str)]
    public = [*index.module_functions, *index.classes, *index.imports.top_level]
    return [n for n in dict.fromkeys(public) if not n.startswith("_")]


def _defines(text: module_text.ModuleText, name: str) -> bool:
    """Whether a module's text binds `name` at column 0 other than by an import (a def, a class,
    an assignment, one target of several: `jax, jnp, jit = _try_import_jax()`, which may bind
    NumPy there): then it is no plain re-export. Kept per text version and name."""
    found = text.defines.get(name)
    if found is None:
        found = text.defines[name] = _binds_at_column_0(text.text, name)
    return found


def _binds_at_column_0(text: str, name: str) -> bool:
    word = re.escape(name)
    other = r"\*?\w+[ \t]*"
    pattern = re.compile(rf"^(?:async[ \t]+def|def|class)[ \t]+{word}\b|^{word}[ \t]*(?::[^=\n]*)?=(?!=)"
                         rf"|^\(?(?:{other},[ \t]*)*\*?{word}[ \t]*(?:,[ \t]*{other})*,?[ \t]*\)?[ \t]*=(?!=)", re.M)
    # every alternative starts at a line's start and stays on that line, which spells `name`:
    # only those lines are tried (searching the whole text cost a cold optax run about 5 %)
    if not name:
        return pattern.search(text) is not None
    at = text.find(name)
    while at != -1:
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        if pattern.match(text, start, end) is not None:
            return True
        at = text.find(name, end)
    return False


def _load(path: str, extra_jit: frozenset[str]) -> LoadedModule | None:
    from jaxlint.parse_claims import claim
    from jaxlint.parsing import ParseError, parse_module
    from jaxlint.source_io import SourceError, read_source

    path = os.path.abspath(path)
    try:
        st = os.stat(path)
    except OSError:
        return None
    cached = _LOADED.get(path)
    if cached is not None and cached.mtime_ns == st.st_mtime_ns and cached.size == st.st_size:
        _LOADED.move_to_end(path)
        return cached
    if st.st_size > MAX_BYTES:
        return None
    claim(path)  # this worker parses it: a run's other worker hands it the file's own lint
    try:
        source = read_source(Path(path))
        module = parse_module(source.text)  # through the nesting guard: a followed module can be hostile
        index = build_index(module, extra_jit, _FOLLOWED_RECORD[0])
    except (SourceError, ParseError, RecursionError, ValueError):
        return None
    loaded = LoadedModule(path, source.text, module, index, st.st_mtime_ns, st.st_size)
    _keep(loaded)
    return loaded


# The node types this process's lints record for their module rules (`record_followed_as`): a
# module followed or parsed ahead records them too, so that its own lint later reuses its index
# (built without them, a run's lint of a module followed first walked it again: 14 of optax's 94)
_FOLLOWED_RECORD: list[frozenset[type]] = [frozenset()]


def record_followed_as(record: frozenset[type]) -> None:
    """The node types a module's own lint records for module rules (the engine's, per lint; a
    run's, before it parses modules ahead): modules followed from now on record them too."""
    _FOLLOWED_RECORD[0] = record


def _keep(loaded: LoadedModule) -> None:
    """Remember a parsed module, the least recently used going first once there are more than
    MAX_MEMO and their texts pass MAX_MEMO_BYTES: a project of many small modules keeps them
    all (each is asked for again by the modules linted after it), a few large ones do not. The
    version it replaces stays in _REPLACED for `remembered` (a fix pass replaces the text as
    read, which a second round of fixes lints again)."""
    old = _LOADED.get(loaded.path)
    if old is not None and old.source != loaded.source:
        _REPLACED[(old.path, old.source)] = old
        while len(_REPLACED) > MAX_REPLACED:
            _REPLACED.popitem(last=False)
    _LOADED[loaded.path] = loaded
    _LOADED.move_to_end(loaded.path)
    _SIZES[0] = sum(m.size for m in _LOADED.values())
    budget = RUN_MEMO_BYTES if _in_run() else MAX_MEMO_BYTES
    while len(_LOADED) > MAX_MEMO and _SIZES[0] > budget:
        _SIZES[0] -= _LOADED.popitem(last=False)[1].size


def _in_run() -> bool:
    from jaxlint.project_scan import in_run

    return in_run()


_SIZES = [0]  # the remembered modules' text sizes, together
# (path, text) -> a module the path's newer text replaced in _LOADED, least recently kept first
_REPLACED: "OrderedDict[tuple[str, str], LoadedModule]" = OrderedDict()
MAX_REPLACED = 4


def parse_ahead(paths: list[str], extra_jit: frozenset[str]) -> int:
    """Parse and index modules before the lints that follow them (a run's pool workers, forked
    after this, inherit them): how many are now remembered. Kept as `_load` keeps a followed
    module; a text that does not parse is left to the lints (they report it)."""
    return sum(_load(path, extra_jit) is not None for path in paths)


def remembered(path: str, source: str) -> LoadedModule | None:
    """A module this process already parsed from exactly this text (parsing dominates)."""
    key = os.path.abspath(path)
    loaded = _LOADED.get(key)
    if loaded is not None and loaded.source == source:
        return loaded
    return _REPLACED.get((key, source))


def relinted(loaded: LoadedModule) -> None:
    """A remembered module linted again: when its text had been replaced, it is the path's
    text again (the modules following calls into the path see the text being linted)."""
    if _LOADED.get(loaded.path) is not loaded:
        _REPLACED.pop((loaded.path, loaded.source), None)
        _keep(loaded)


def remember(path: str, source: str, module: cst.Module, index: ModuleIndex) -> None:
    """Keep a module linted here for files that call into it later in this process."""
    key = os.path.abspath(path)
    try:
        st = os.stat(key)
    except OSError:
        return
    if st.st_size > MAX_BYTES:
        return
    _keep(LoadedModule(key, source, module, index, st.st_mtime_ns, st.st_size))


# path -> (mtime_ns, size, what its text says), shared by every lint in this process.
_TEXTS: "OrderedDict[str, tuple[int, int, module_text.ModuleText]]" = OrderedDict()
MAX_TEXTS = 512


def _module_text(path: str) -> tuple[int, int, module_text.ModuleText]:
    """(mtime_ns, size, what its text says) of another module (module_text.py), read once per
    process and version."""
    from jaxlint.source_io import SourceError, read_source

    from jaxlint.project_scan import _EPOCH, in_run

    path = os.path.abspath(path)
    cached = _TEXTS.get(path)
    if cached is not None and _TEXTS_CHECKED.get(path) == _EPOCH[0] and in_run():
        return cached  # checked in this run's epoch: the files do not change under a run
    try:
        st = os.stat(path)
    except OSError:
        return 0, 0, module_text.read("")
    if cached is not None and cached[:2] == (st.st_mtime_ns, st.st_size):
        _TEXTS.move_to_end(path)
        _TEXTS_CHECKED[path] = _EPOCH[0]
        return cached
    loaded = _LOADED.get(path)
    if loaded is not None and (loaded.mtime_ns, loaded.size) == (st.st_mtime_ns, st.st_size):
        text = loaded.source
    else:
        try:
            text = read_source(Path(path)).text if st.st_size <= MAX_BYTES else ""
        except SourceError:
            text = ""
    found = _TEXTS[path] = (st.st_mtime_ns, st.st_size, module_text.read(text))
    _TEXTS_CHECKED[path] = _EPOCH[0]
    while len(_TEXTS) > MAX_TEXTS:
        _TEXTS_CHECKED.pop(_TEXTS.popitem(last=False)[0], None)
    return found


# path -> the epoch its _TEXTS entry was last checked against the file in (one stat per file and
# run, not per question: bind_project_imports asks of every import of every lint)
_TEXTS_CHECKED: dict[str, int] = {}


_ABSOLUTE: list = [None, frozenset()]  # the last set asked for, and its answer


def absolute_paths(paths: frozenset[str]) -> frozenset[str]:
    """The paths made absolute, once per run's set: every file of a whole-tree run asks about
    the same set of every file (made per file, that is quadratic in the tree)."""
    if _ABSOLUTE[0] is not paths:
        _ABSOLUTE[:] = [paths, frozenset(os.path.abspath(p) for p in paths)]
    return _ABSOLUTE[1]


def project_roots(filename: str, config_root: Path | None) -> list[Path]:
    """Folders absolute imports are resolved against: above the top package, the config's
    folder, and the file's own folder (scripts importing their neighbours). Kept per epoch
    (`project_scan.one_run`: the folders do not change under a run): every lint asks it of
    itself and of each module it follows, a `resolve` and a walk up the packages each."""
    return list(_per_epoch(_ROOTS, (filename, config_root), lambda: _project_roots(filename, config_root)))


_ROOTS: "OrderedDict[tuple, tuple[int, list[Path]]]" = OrderedDict()  # (file, config root) -> (epoch, roots)
MAX_ROOTS = 4096


def _per_epoch(table: OrderedDict, key, compute):
    """`table[key]`, computed once per run epoch (`project_scan.one_run`), the table bounded."""
    from jaxlint.project_scan import _EPOCH

    hit = table.get(key)
    if hit is None or hit[0] != _EPOCH[0]:
        hit = table[key] = (_EPOCH[0], compute())
        while len(table) > MAX_ROOTS:
            table.popitem(last=False)
    return hit[1]


def _project_roots(filename: str, config_root: Path | None) -> list[Path]:
    here = _resolved_folder(filename)
    # the roots depend on the file's folder alone: asked once per folder
    return list(_per_epoch(_FOLDER_ROOTS, (here, config_root), lambda: _folder_roots(here, config_root)))


_FOLDER_ROOTS: "OrderedDict[tuple, tuple[int, list[Path]]]" = OrderedDict()  # (folder, config root) -> (epoch, roots)
_FOLDERS: "OrderedDict[tuple, tuple[int, Path]]" = OrderedDict()  # (cwd, folder spelled) -> (epoch, resolved)


def _resolved_folder(filename: str) -> Path:
    """`Path(filename).resolve().parent`, the folder resolved once per epoch (a `resolve` stats
    every part of the path): the file's own name matters only when it is a link."""
    folder, name = os.path.split(filename)
    if name in ("", ".", "..") or os.path.islink(filename):
        return Path(filename).resolve().parent
    key = (None if os.path.isabs(folder) else os.getcwd(), folder)
    return _per_epoch(_FOLDERS, key, lambda: Path(folder or ".").resolve())


def _folder_roots(here: Path, config_root: Path | None) -> list[Path]:
    top = here
    while (top / "__init__.py").exists() and top.parent != top:
        top = top.parent
    roots = [top, here]
    if config_root is not None:
        roots.append(config_root.resolve())
    out: list[Path] = []
    for root in roots:
        for folder in (root, _src_layout(root)):
            if folder is not None and folder not in out:
                out.append(folder)
    return out


def _src_layout(root: Path) -> Path | None:
    """`root/src` when it is a src layout (packages below a `src` folder that is no package
    itself): a script beside it imports them once installed or once it puts `src` on sys.path."""
    src = root / "src"
    if src.is_dir() and not (src / "__init__.py").exists():
        return src
    return None


# Project._search_key (a relative name and its importer; an absolute name and the folders searched)
# -> (epoch, the file it resolves to or None)
_MODULE_FILES: "OrderedDict[tuple, tuple[int, str | None]]" = OrderedDict()
MAX_MODULE_FILES = 65536


@dataclass
class Project:
    filename: str
    roots: list[Path]
    extra_jit: frozenset[str]
    make_evaluator: Callable[[ModuleIndex], object] | None = None  # set by the analysis that follows calls
    scan_root: Path | None = None  # where to look for modules transforming this one's functions (None: never)
    linted_together: frozenset[str] = frozenset()  # files this run lints anyway: their transforms reach us
    importers_in_run: frozenset[str] = frozenset()  # candidates among them (entries_from_importers sets it)
    modules: dict[str, object] = field(default_factory=dict)  # path -> (LoadedModule, evaluator) or None
    dependencies: dict[str, tuple[int, int]] = field(default_factory=dict)  # path -> (mtime_ns, size)
    definitions: dict[str, LoadedModule | None] = field(default_factory=dict)  # path -> module read by module_named
    constructing: dict[tuple, bool] = field(default_factory=dict)  # changed_only_while_constructing's answers
    module_files: dict[tuple, str | None] = field(default_factory=dict)  # (name, importer) -> its file
    scanned_roots: set[str] = field(default_factory=set)  # folders whose every file was searched (callers)
    outside_changes: dict[tuple[str, str], str | None] = field(default_factory=dict)  # outside_changes.py's answers
    registry_fills: dict[tuple[str, str], object] = field(default_factory=dict)  # registry_fills.py's answers
    home: object = None  # the linted module's own evaluator (registry_fills reads its index, never a reparse)
    # the file system as this lint found it: which file a module name spells from a folder, and the
    # folders a module's imports resolve against (asked thousands of times per lint, a few dozen distinct)
    found_files: dict[tuple, str | None] = field(default_factory=dict, repr=False, compare=False)
    roots_of_path: dict[str, list[Path]] = field(default_factory=dict, repr=False, compare=False)

    def _module_path(self, dotted: str, from_path: str | None = None, hops: int = 0) -> str | None:
        """The file a module name spells, seen from `from_path`'s imports; a name its package
        binds to a module (`from . import blocks as B` in `nets/__init__.py`: `nets.B`) is
        followed to that module's file."""
        return self._module_file(dotted, from_path) or self._aliased_module(dotted, from_path, hops)

    def _aliased_module(self, dotted: str, from_path: str | None, hops: int) -> str | None:
        level = len(dotted) - len(dotted.lstrip("."))
        parent, _, last = dotted[level:].rpartition(".")
        if hops >= 4 or not last or not (parent or level):
            return None
        parent_path = self._module_file(dotted[:level] + parent, from_path)
        if parent_path is None:
            return None
        mtime_ns, size, text = _module_text(parent_path)
        if last not in text.imported:
            return None
        self.dependencies.setdefault(parent_path, (mtime_ns, size))  # what it binds decides this file's findings
        source, original = text.imported[last]
        target = original if source is None else source + original if source.endswith(".") else f"{source}.{original}"
        return self._module_path(target, parent_path, hops + 1)

    def file_of(self, dotted: str) -> str | None:
        """The project file an import of this module's spells (`..core.scope`), or None."""
        return self._module_file(dotted)

    def _module_file(self, dotted: str, from_path: str | None = None) -> str | None:
        key = (dotted, from_path)
        if key not in self.found_files:
            self.found_files[key] = self._find_module_file(dotted, from_path)
        return self.found_files[key]

    def _find_module_file(self, dotted: str, from_path: str | None) -> str | None:
        """Asked by every lint of a run for the same imports: kept per epoch (the files do not
        change under a run, `project_scan.one_run`; any other lint starts its own epoch)."""
        from jaxlint.project_scan import _EPOCH

        key = self._search_key(dotted, from_path)
        hit = _MODULE_FILES.get(key)
        if hit is not None and hit[0] == _EPOCH[0]:
            return hit[1]
        found = self._search_module_file(dotted, from_path)
        _MODULE_FILES[key] = (_EPOCH[0], found)
        while len(_MODULE_FILES) > MAX_MODULE_FILES:
            _MODULE_FILES.popitem(last=False)
        return found

    def _search_key(self, dotted: str, from_path: str | None) -> tuple:
        """What `_search_module_file`'s answer depends on: a relative import's module and the
        file importing it; an absolute one's name and the folders it is looked for in (the same
        for every lint of files in one folder, so a run's lints share the search)."""
        if dotted.startswith("."):
            return dotted, from_path or self.filename
        return dotted, tuple(self._absolute_bases(from_path))

    def _absolute_bases(self, from_path: str | None) -> list[Path]:
        if from_path is not None and os.path.abspath(from_path) != os.path.abspath(self.filename):
            return self._roots_of(from_path)  # another module's absolute imports: its own folders
        return self.roots

    def _search_module_file(self, dotted: str, from_path: str | None) -> str | None:
        level = len(dotted) - len(dotted.lstrip("."))
        parts = [p for p in dotted.lstrip(".").split(".") if p]
        if level:
            base = Path(from_path or self.filename).resolve().parent
            for _ in range(level - 1):
                base = base.parent
            bases = [base]
        else:
            bases = self._absolute_bases(from_path)
        for base in bases:
            candidate = base.joinpath(*parts)
            for path in (candidate.with_suffix(".py"), candidate / "__init__.py"):
                if path.is_file():
                    return str(path)
        return None

    def _roots_of(self, path: str) -> list[Path]:
        """The folders another module's absolute imports resolve against: its own (a script in
        another folder imports *its* neighbours), then the configured project root, never this
        file's folder."""
        if path not in self.roots_of_path:
            own = project_roots(path, None)
            mine = project_roots(self.filename, None)
            self.roots_of_path[path] = own + [r for r in self.roots if r not in own and r not in mine]
        return self.roots_of_path[path]

    def entries_from_importers(self) -> list[tuple[str, object, object]]:
        """(function name in this module, the ForeignEntry, the evaluator of the module applying it)
        for every transform another project module applies to one of this module's functions,
        when that module is not linted in the same run (whose own lint then reports here)."""
        from jaxlint.project_scan import candidates

        if self.scan_root is None:
            return []
        me = os.path.abspath(self.filename)
        found = candidates(me, self.scan_root)
        self.importers_in_run = frozenset(p for p in found if p in self.linted_together)
        out = []
        for path in [p for p in found if p not in self.linted_together][:MAX_IMPORTERS]:
            entry = self._entry(path)
            if entry is None:
                continue
            loaded, evaluator = entry
            for foreign in loaded.index.foreign_entries:
                target = self.locate(foreign.qualname, path)
                if target is not None and target[0] == me:
                    out.append((target[1], foreign, evaluator))
        return out

    def locate(self, qualname: str, from_path: str | None = None, depth: int = 0) -> tuple[str, str] | None:
        """(module file, function name) that `qualname` names, following re-exports."""
        module_name, _, name = qualname.rpartition(".")
        if not module_name or not name or depth > 4:
            return None
        path = self._module_path(module_name, from_path)
        if path is None:
            owner = self.locate(module_name, from_path, depth + 1) if "." in module_name else None
            return (owner[0], f"{owner[1]}.{name}") if owner is not None and "." not in owner[1] else None
        path = os.path.abspath(path)
        if path == os.path.abspath(self.filename):
            return path, name
        entry = self._entry(path)
        if entry is None:
            return None
        index = entry[0].index
        if name in index.module_functions or name in index.classes:
            return path, name
        target = index.imports.top_level.get(name)
        if target is not None and name not in index.module_assignments:
            return self.locate(target, path, depth + 1)
        inner = self._differentiated_target(index, name)
        if inner is not None:  # `grad_fn = jax.grad(loss)` there: what a transform of grad_fn traces
            return (path, inner) if inner in index.module_functions else self.locate(inner, path, depth + 1)
        return None

    @staticmethod
    def _differentiated_target(index: ModuleIndex, name: str) -> str | None:
        """For `name = jax.grad(f)` in `index`'s module: `f`'s name there when it is a def of that
        module, else its qualified name through that module's imports (None: neither)."""
        expr = differentiated(index, name)
        if isinstance(expr, cst.Name) and expr.value in index.module_functions:
            return expr.value
        return index.resolver.qualname(expr) if isinstance(expr, (cst.Name, cst.Attribute)) else None

    def _other_module(self, qualname: str, from_path: str | None, depth: int):
        """(path, name, (LoadedModule, evaluator)) of the other project module `qualname`'s
        module part names, or None (this module, a library, too many re-export hops)."""
        module_name, _, name = qualname.rpartition(".")
        if not module_name or not name or depth > 4:
            return None
        path = self._module_path(module_name, from_path)
        if path is None or os.path.abspath(path) == os.path.abspath(self.filename):
            return None
        entry = self._entry(path)
        return (path, name, entry) if entry is not None else None

    def klass(self, qualname: str, from_path: str | None = None, depth: int = 0):
        """(ClassDef, evaluator of its module) for a class of another project module."""
        found = self._other_module(qualname, from_path, depth)
        if found is None:
            return None
        path, name, (loaded, evaluator) = found
        node = loaded.index.classes.get(name)
        if node is None:
            target = loaded.index.imports.top_level.get(name)
            return self.klass(target, path, depth + 1) if target is not None else None
        return node, evaluator

    def function(self, qualname: str, from_path: str | None = None, depth: int = 0) -> tuple[FunctionInfo, object] | None:
        """The module-level function `qualname` names in this project, and an evaluator for
        its module; None when it is not a project function. `from_path` is the module whose
        imports spelled `qualname` (relative imports resolve against it). A name a package's
        `__init__` (or any module) only re-exports is followed to its definition."""
        found = self._other_module(qualname, from_path, depth)
        if found is None:
            return self._method(qualname, from_path, depth)
        path, name, (loaded, evaluator) = found
        info = loaded.index.module_functions.get(name)
        if info is None:
            target = loaded.index.imports.top_level.get(name)
            if target is not None and name not in loaded.index.module_assignments:
                return self.function(target, path, depth + 1)  # a re-export: `from .model import loss_fn`
            inner = self._differentiated_target(loaded.index, name)
            if inner is not None and inner in loaded.index.module_functions:  # `grad_fn = jax.grad(loss)`
                return loaded.index.module_functions[inner], evaluator
            if inner is not None:
                return self.function(inner, path, depth + 1)
            return None
        if name in loaded.index.module_assignments:
            return None
        return info, evaluator

    def constant(self, qualname: str, from_path: str | None = None,
                 depth: int = 0) -> tuple[cst.BaseExpression, ModuleIndex] | None:
        """The one import-time binding (`WEIGHTS = [1.0, 2.5]`) that `qualname` names in another
        project module, and that module's index, following re-exports; None for functions,
        classes, names bound more than once or in a library."""
        found = self._other_module(qualname, from_path, depth)
        if found is None:
            return None
        path, name, (loaded, _) = found
        index = loaded.index
        if name in index.module_functions or name in index.classes:
            return None
        assigned = index.module_assignments.get(name)
        if assigned is None:
            target = index.imports.top_level.get(name)
            return self.constant(target, path, depth + 1) if target is not None else None
        return (assigned[0], index) if len(assigned) == 1 and assigned[0] is not None else None

    def binding(self, qualname: str, from_path: str | None = None, depth: int = 0):
        """(the one import-time binding `qualname` names in another project module, the evaluator
        of that module), following re-exports; None for functions, classes, and names bound more
        than once, rebound through `global` or mutated by a function."""
        found = self._other_module(qualname, from_path, depth)
        if found is None:
            return None
        path, name, (loaded, evaluator) = found
        index = loaded.index
        if name in index.module_functions or name in index.classes:
            return None
        assigned = index.module_assignments.get(name)
        if assigned is None:
            target = index.imports.top_level.get(name)
            return self.binding(target, path, depth + 1) if target is not None else None
        if len(assigned) != 1 or assigned[0] is None or name in index.reassigned_globals \
                or name in index.mutated_globals:
            return None
        return assigned[0], evaluator

    def binding_site(self, qualname: str, from_path: str | None = None, depth: int = 0):
        """(file, index, name) of the module-level assignment `qualname` names in another project
        module, following re-exports; None for functions, classes and anything else."""
        found = self._other_module(qualname, from_path, depth)
        if found is None and self.home is not None and depth <= 4:  # the linted module's own binding
            module_name, _, name = qualname.rpartition(".")
            path = self._module_path(module_name, from_path) if module_name else None
            if path is None or os.path.abspath(path) != os.path.abspath(self.filename):
                return None
            index = self.home.index
        elif found is None:
            return None
        else:
            path, name, (loaded, _) = found
            index = loaded.index
        if name in index.module_functions or name in index.classes:
            return None
        if name not in index.module_assignments:
            target = index.imports.top_level.get(name)
            return self.binding_site(target, path, depth + 1) if target is not None else None
        return path, index, name

    def function_table(self, qualname: str, from_path: str | None = None,
                       depth: int = 0) -> list[tuple[FunctionInfo, object] | None] | None:
        """`BRANCHES = (identity, soft_sign)` in another project module, bound once and never
        rebound: the module functions its elements name there, each with that module's
        evaluator (None for an element that is not one); None when the binding is not a tuple
        or list display (re-exports followed)."""
        found = self._other_module(qualname, from_path, depth)
        if found is None:
            return None
        path, name, (loaded, evaluator) = found
        index = loaded.index
        assigned = index.module_assignments.get(name)
        if assigned is None:
            target = index.imports.top_level.get(name)
            return self.function_table(target, path, depth + 1) if target is not None else None
        if len(assigned) != 1 or not isinstance(assigned[0], (cst.List, cst.Tuple)) or name in index.reassigned_globals:
            return None
        out: list[tuple[FunctionInfo, object] | None] = []
        for element in assigned[0].elements:
            value = element.value
            info = index.module_functions.get(value.value) if isinstance(value, cst.Name) else None
            out.append((info, evaluator) if info is not None and not isinstance(element, cst.StarredElement) else None)
        return out

    def _method(self, qualname: str, from_path: str | None, depth: int):
        """`model.MLP.apply`: a method of a project class, and its module's evaluator."""
        owner, _, method = qualname.rpartition(".")
        found = self.klass(owner, from_path, depth) if owner.count(".") >= 1 else None
        if found is None and owner.count(".") >= 1:  # `scorer = scoring.build_scorer(...)`: what it returns
            factory = self.function(owner, from_path, depth)
            if factory is not None and factory[1] is not None:
                built = constructed_class(factory[1].index, factory[0])
                if built is not None:
                    found = factory[1].index.classes[built], factory[1]
        if found is None:
            return None
        node, evaluator = found
        info = evaluator.index.class_methods.get(id(node), {}).get(method)
        return (info, evaluator) if info is not None and (info.is_method or info.is_staticmethod) else None

    def instance_method(self, qualname: str, from_path: str | None = None):
        """`scorers.DEFAULT.score` where another project module binds `DEFAULT = BM25(k1=1.2)` once
        at import time (a class of the project): (BM25's method `score`, the evaluator of its
        module, the ClassRef of BM25), the method called with `self` bound to that instance;
        None otherwise (an inherited method, a library class)."""
        owner, _, method = qualname.rpartition(".")
        if owner.count(".") < 1:
            return None
        bound = self.binding(owner, from_path)
        if bound is None or not isinstance(bound[0], cst.Call) or any(a.star for a in bound[0].args):
            return None
        cls = bound[1].class_ref(bound[0].func)
        if cls is None:
            return None
        evaluator = cls.owner or bound[1]
        info = evaluator.index.class_methods.get(id(cls.info.node), {}).get(method)
        return (info, evaluator, cls) if info is not None and info.is_method and not info.specs else None

    def _entry(self, path: str):
        """(LoadedModule, evaluator) for a project module, loaded once per lint; None when it
        cannot be (too large, unparsable, too many modules)."""
        entry = self.modules.get(path)
        if entry is None and path not in self.modules:
            if len(self.modules) >= MAX_MODULES:
                return None
            loaded = _load(path, self.extra_jit)
            entry = None
            if loaded is not None:
                evaluator = self.make_evaluator(loaded.index)
                evaluator.path = loaded.path
                entry = (loaded, evaluator)
            self.modules[path] = entry
            if loaded is not None:
                self.dependencies[path] = (loaded.mtime_ns, loaded.size)
                self.bind_project_imports(loaded.index, path)
        return entry

    def bind_project_imports(self, index: ModuleIndex, path: str) -> None:
        """What a module's imports of project modules bind: `*` exports, library re-exports."""
        self.bind_star_imports(index, path)
        self.bind_library_reexports(index, path)
        self.bind_library_shims(index, path)
        index.project_class = lambda qualname: self._class_and_index(qualname, path)

    def _class_and_index(self, qualname: str, path: str) -> tuple[cst.ClassDef, ModuleIndex] | None:
        """(ClassDef, its module's index) for a class of another project module `path` imports."""
        from jaxlint.analysis.facts import LIBRARY_ROOTS

        if qualname.startswith(LIBRARY_ROOTS):
            return None
        found = self.klass(qualname, path)
        return (found[0], found[1].index) if found is not None else None

    def bind_star_imports(self, index: ModuleIndex, path: str) -> None:
        """Bind the names each project module a module-level `from m import *` names exports
        (its `__all__`, else its public functions, classes and imports), so that a call of
        one resolves like an explicit import."""
        for star in index.imports.stars:
            found = self._module_path(star, path)
            entry = self._entry(os.path.abspath(found)) if found is not None else None
            if entry is None or entry[0].index is index:
                continue
            for name in _exported(entry[0].index):
                if name not in index.module_functions and name not in index.classes \
                        and name not in index.module_assignments:
                    index.imports.bind_star(star, name)

    def bind_library_reexports(self, index: ModuleIndex, path: str) -> None:
        """A name imported from a project module that only re-exports a library's object (a
        compatibility module's `from jax.core import Tracer`, `import jax.numpy as jnp`) is
        that object: bind it so, and the facts about it hold (read from the text, no parse)."""
        for name, target in list(index.imports.top_level.items()):
            module, _, original = target.rpartition(".")
            if not module or name in index.module_assignments or name in index.imports.rebound:
                continue
            library = self._library_origin(module, original, path)
            if library is not None:
                index.imports.follow_reexport(name, library)

    def bind_library_shims(self, index: ModuleIndex, path: str) -> None:
        """A project function imported here that does exactly what a library's does (a vendored
        flax `struct`: `def dataclass(cls)` applying `dataclasses.dataclass(frozen=True)` and
        `jax.tree_util.register_dataclass`; `def field(pytree_node=True, **kw)` returning
        `dataclasses.field(metadata={"static": not pytree_node}, **kw)`) is that library object
        for the facts (`struct.dataclass` is `flax.struct.dataclass`). Only modules whose text
        spells `register_dataclass` are parsed."""
        for name, target in list(index.imports.top_level.items()):
            if name in index.module_assignments or name in index.imports.rebound or \
                    target.lstrip(".").split(".")[0] in ("jax", "flax", "equinox", "numpy", "optax"):
                continue
            module, _, only = target.rpartition(".")
            for dotted, wanted in ((target, None), (module, only)):
                if not dotted or dotted == ".":
                    continue
                file = self._file_of(dotted, path)
                if file is None:
                    continue
                _, _, text = _module_text(file)
                if "register_dataclass" not in text.text:
                    break
                loaded = self.module_named(dotted, path)
                if loaded is None:
                    break
                for shim, library in _library_shims(loaded.index).items():
                    if wanted is None:
                        index.imports.bind_shim(f"{target}.{shim}", library)
                    elif shim == wanted:
                        index.imports.bind_shim(target, library)
                break

    def _library_origin(self, module: str, name: str, importer: str, hops: int = 0) -> str | None:
        """The library object `module.name` re-exports when `module` is a project file that
        binds `name` by an import alone; None otherwise."""
        path = self._file_of(module, importer)
        if path is None or hops > 4:
            return None
        _, _, text = _module_text(path)
        found = text.imported.get(name)
        if found is None or _defines(text, name):
            return None
        source, original = found
        if source is None:  # `import jax.numpy as jnp`
            qualified = original
        elif source.startswith(".") or self._file_of(source, path) is not None:
            return self._library_origin(source, original, path, hops + 1)
        else:
            qualified = f"{source}.{original}"
        from jaxlint.analysis.facts import LIBRARY_ROOTS

        return qualified if qualified.startswith(LIBRARY_ROOTS) or f"{qualified}." in LIBRARY_ROOTS else None

    def loaded_for(self, index: ModuleIndex) -> LoadedModule | None:
        """The module an index belongs to: one analysed for this lint, or one parsed only for
        questions about its definitions (`module_named`), where a cross-file fix may land too
        (static arguments dropped on the jit of another module)."""
        for entry in self.modules.values():
            if entry is not None and entry[0].index is index:
                return entry[0]
        for loaded in self.definitions.values():
            if loaded is not None and loaded.index is index:
                return loaded
        return None

    def has_module(self, dotted: str, importer: str | None = None) -> bool:
        """Whether a module name is a file of the project other than the linted one (no parse)."""
        return self._file_of(dotted, importer) is not None

    def may_define_jitted(self, dotted: str, name: str, importer: str | None = None, hops: int = 0) -> bool:
        """Whether module `dotted` can bind `name` to a function jitted with static arguments,
        judged from its text without parsing it (module_text.py); a re-export is followed to
        where it comes from. False outside the project or past MAX_BYTES."""
        path = self._file_of(dotted, importer)
        if path is None:
            return False
        mtime_ns, size, text = _module_text(path)
        self.dependencies.setdefault(path, (mtime_ns, size))  # what it says decides this file's findings
        if name in text.imported:
            source, original = text.imported[name]
            return source is None or hops >= 4 or self.may_define_jitted(source, original, path, hops + 1)
        if not text.mentions_statics:
            return False
        return module_text.jitted_binding(text, name) is not False

    def wrapper(self, qualname: str, from_path: str | None = None, depth: int = 0):
        """The ProjectWrapper (transforms.find_wrapper) that the project function `qualname`
        is, following re-exports (`from .decorators import compiled` in a package's
        `__init__`); None when it is none, or not a project function. Reads definitions only."""
        module_name, _, name = qualname.rpartition(".")
        if not module_name or not name or depth > 4:
            return None
        loaded = self.module_named(module_name, from_path)
        if loaded is None:
            return None
        index = loaded.index
        if name in index.resolver.local_wrappers:  # a def, or a name bound to `partial(jax.jit, ...)`
            return index.resolver.local_wrappers[name]
        if name in index.module_assignments:
            return None
        if name in index.module_functions:
            return index.resolver.local_wrappers.get(name)
        target = index.imports.top_level.get(name)
        return self.wrapper(target, loaded.path, depth + 1) if target is not None else None

    def _file_of(self, dotted: str, importer: str | None) -> str | None:
        key = (dotted, importer)
        if key not in self.module_files:
            path = self._module_path(dotted, importer)
            same = path is not None and os.path.abspath(path) == os.path.abspath(self.filename)
            self.module_files[key] = None if same else path
        return self.module_files[key]

    def module_named(self, dotted: str, importer: str | None = None) -> LoadedModule | None:
        """Another module of the project, parsed and indexed but not analysed, for questions
        about its definitions (is `step` jitted there, and how); `importer` is the file whose
        relative imports `dotted` spells (the linted file by default). Its file joins the
        dependencies, so a cached result is dropped when it changes."""
        path = self._file_of(dotted, importer)
        if path is None:
            return None
        if path not in self.definitions:
            if len(self.definitions) >= MAX_MODULES:
                return None
            loaded = _load(path, self.extra_jit)
            self.definitions[path] = loaded
            if loaded is not None:
                self.dependencies[path] = (loaded.mtime_ns, loaded.size)
        return self.definitions[path]


def _library_shims(index: ModuleIndex) -> dict[str, str]:
    """The defs of a module that are a library's pytree dataclass decorator or field maker
    (see Project.bind_library_shims): def name -> the library's qualified name."""
    out: dict[str, str] = {}
    for name, info in index.module_functions.items():
        node = info.node
        if not isinstance(node, cst.FunctionDef) or node.decorators or name in index.module_assignments \
                or node.asynchronous is not None or not isinstance(node.body, cst.IndentedBlock):
            continue
        params = node.params
        statements = list(node.body.body)
        if statements and isinstance(statements[0], cst.SimpleStatementLine) and isinstance(
                statements[0].body[0], cst.Expr) and isinstance(statements[0].body[0].value, cst.SimpleString):
            statements = statements[1:]  # a docstring
        if not statements or not all(isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 for s in statements):
            continue
        small = [s.body[0] for s in statements]
        if not isinstance(small[-1], cst.Return) or not isinstance(small[-1].value, cst.Call):
            continue
        returned = small[-1].value
        resolve = index.resolver.qualname
        plain = [p for p in params.params]
        if len(plain) == 1 and plain[0].default is None and not params.posonly_params and not params.kwonly_params \
                and not isinstance(params.star_arg, cst.Param) and params.star_kwarg is None:
            cls = plain[0].name.value
            frozen = False
            ok = True
            for stmt in small[:-1]:  # `cls = dataclasses.dataclass(frozen=True)(cls)`
                value = stmt.value if isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(
                    stmt.targets[0].target, cst.Name) and stmt.targets[0].target.value == cls else None
                if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Call)
                        and resolve(value.func.func) == "dataclasses.dataclass"
                        and len(value.args) == 1 and isinstance(value.args[0].value, cst.Name)
                        and value.args[0].value.value == cls and value.args[0].keyword is None
                        and all(a.keyword is not None and isinstance(a.value, cst.Name)
                                and a.value.value in ("True", "False") for a in value.func.args)):
                    ok = False
                    break
                options = {a.keyword.value: a.value.value == "True" for a in value.func.args}
                if set(options) - {"frozen"}:
                    ok = False
                    break
                frozen = frozen or options.get("frozen", False)
            if ok and frozen and len(small) == 2 and resolve(returned.func) == "jax.tree_util.register_dataclass" \
                    and len(returned.args) == 1 and returned.args[0].keyword is None \
                    and isinstance(returned.args[0].value, cst.Name) and returned.args[0].value.value == cls:
                out[name] = "flax.struct.dataclass"
            continue
        # `def field(pytree_node=True, **kwargs): return dataclasses.field(metadata={"static": not pytree_node}, **kwargs)`
        if len(small) != 1 or len(plain) != 1 or plain[0].name.value != "pytree_node" or params.posonly_params \
                or params.kwonly_params or isinstance(params.star_arg, cst.Param) \
                or not isinstance(plain[0].default, cst.Name) or plain[0].default.value != "True":
            continue
        if resolve(returned.func) != "dataclasses.field":
            continue
        kwargs = params.star_kwarg.name.value if params.star_kwarg is not None else None
        metadata = None
        for arg in returned.args:
            if arg.keyword is not None and arg.keyword.value == "metadata":
                metadata = arg.value
            elif not (arg.star == "**" and isinstance(arg.value, cst.Name) and arg.value.value == kwargs):
                metadata = None
                break
        if isinstance(metadata, cst.Dict) and len(metadata.elements) == 1 and isinstance(
                metadata.elements[0], cst.DictElement):
            key, value = metadata.elements[0].key, metadata.elements[0].value
            if isinstance(key, cst.SimpleString) and key.evaluated_value == "static" and isinstance(
                    value, cst.UnaryOperation) and isinstance(value.operator, cst.Not) and isinstance(
                    value.expression, cst.Name) and value.expression.value == "pytree_node":
                out[name] = "flax.struct.field"
    return out


# Call sites of a jitted entry point ---------------------------------------------------------

MAX_CALLER_FILES = 64  # project modules parsed to find the calls of one entry point
_ARRAY_ROOTS = ("jax.numpy.", "numpy.", "jax.random.", "jax.lax.", "jax.nn.", "jax.scipy.", "jax.device_put")
_PYTHON_VALUES = frozenset({"int", "float", "bool", "str", "len", "round", "tuple", "frozenset", "max", "min"})
_UNHASHABLE_CALLS = frozenset({"list", "dict", "set", "collections.OrderedDict", "collections.defaultdict"})


@dataclass(frozen=True)
class CallSite:
    """Where a jitted entry point is used, and what it is handed for one parameter: `kind` is
    static (a Python literal), absent (the default), array, holds-array (a tuple or an instance
    of a project class built around arrays), unhashable, traced, unknown, or escapes (not a
    call: the function is passed on or stored, so its callers are unseen)."""

    path: str
    node: cst.CSTNode
    module: cst.Module
    kind: str

    def line(self) -> int:
        from libcst.metadata import MetadataWrapper, PositionProvider

        positions = MetadataWrapper(self.module, unsafe_skip_copy=True).resolve(PositionProvider)
        return positions[self.node].start.line


def call_sites(project: "Project | None", index: ModuleIndex, path: str | None, node: cst.CSTNode,
               info: FunctionInfo, parameter: str, bound: int) -> list[CallSite] | None:
    """Every use of the entry point that `node` (a decorator or `jax.jit(...)` call in `index`'s
    module, file `path`) applies to `info`, in that module and in the project modules that
    import it, with what each passes for `parameter`. None when the uses cannot all be found
    (a method, a nested function, a result bound to an attribute or more than once)."""
    names, direct = _bound_names_of(index, node, info)
    if names is None:
        method = _jitted_method(node, info)
        if method is not None:
            return _method_call_sites(project, index, path, method, info, parameter)
        local = _local_binding(index, node)
        if local is None:
            return None
        within, name = local  # `f = jax.jit(...)` in a function: its uses are that function's
        return call_sites_of(index, index.module, path or "", {name}, set(), info, parameter, bound, start=within,
                     judge=_InstanceHashing(project, index, None))
    module = index.module
    judge = _InstanceHashing(project, index, None)
    # `jax.jit(f)(params, cfg)` inside `main`: what it passes is judged in `main` (`cfg = Config(3)`)
    sites = [CallSite(path or "", call, module,
                      _passed(index, call, info, parameter, bound, index.function_making(call), judge))
             for call in direct]
    sites += call_sites_of(index, module, path or "", names, set(), info, parameter, bound, judge=judge)
    if project is None or path is None or not names:
        return sites
    readers = files_spelling(project, path, tuple(names))
    if readers is None:
        return None  # a project too large to scan, the entry point outside it, or too many callers: unseen
    for other in readers:
        loaded = _load(other, project.extra_jit)
        if loaded is None:
            return None  # unreadable: its calls are unseen
        local, modules = imported_as(project, loaded, other, path, names)
        if local or modules:
            sites += call_sites_of(loaded.index, loaded.module, other, local, modules, info, parameter, bound,
                           judge=_InstanceHashing(project, loaded.index, other))
    return sites


def search_root(project: "Project") -> Path:
    """The folder whose files may call into or apply transforms to this module: the scan root,
    else the folder above the top package (above `src` in a src layout: its scripts sit beside it)."""
    if project.scan_root is not None:
        return project.scan_root
    top = project.roots[0]
    return top.parent if top.name == "src" and top.parent != top else top


def files_spelling(project: "Project", path: str, names: tuple[str, ...],
                   pattern: str | None = None) -> list[str] | None:
    """The other Python files of the project whose text spells one of `names` (or matches
    `pattern`); None when the project's files cannot all be searched (or too many do). They
    decide the lint together."""
    root = search_root(project)
    here = os.path.abspath(path)
    spelling = _files_spelling_in(root, here, pattern or r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\b",
                                  names if pattern is None and file_words.plain_words(names) else None)
    if spelling is None:
        return None
    project.scanned_roots.add(os.path.abspath(root))
    found = [f for f in spelling if f != here]
    return found if len(found) <= MAX_CALLER_FILES else None


# (root, pattern, plain names) -> (epoch, the root's listing, those of its files spelling them)
_SPELLING: "OrderedDict[tuple, tuple[int, list[str], list[str]]]" = OrderedDict()
MAX_SPELLING = 4096


def _files_spelling_in(root: Path, here: str, pattern: str, plain: tuple[str, ...] | None) -> list[str] | None:
    """The Python files under `root` (`here` among them, else None) whose text matches
    `pattern` (`\\b(?:plain...)\\b` when `plain` is given), in listing order. Every lint of a
    run asks the same few questions of the same files (who calls `make_step`, who spells
    `update`): answered once per epoch and listing (`project_scan.one_run`: the files do not
    change under a run; any other lint starts an epoch of its own) instead of a stat and a
    lookup per file per question per lint."""
    from jaxlint.project_scan import _EPOCH, _python_files, _read

    files = _python_files(root)  # absolute already
    if here not in files:
        return None
    key = (os.path.abspath(root), pattern, plain)
    hit = _SPELLING.get(key)
    if hit is None or hit[0] != _EPOCH[0] or hit[1] is not files:
        word = re.compile(pattern)
        hit = _SPELLING[key] = (_EPOCH[0], files, [f for f in files if _spells(f, plain, word, _read)])
        while len(_SPELLING) > MAX_SPELLING:
            _SPELLING.popitem(last=False)
    return hit[2]


def spelled_elsewhere(project: "Project | None", path: str | None, name: str) -> bool | None:
    """Whether another Python file of the project spells `name` (a text test: an import, a call
    or an attribute read would); None when the project's files cannot all be searched. The
    files searched decide the lint's outcome together (`scanned_roots`)."""
    if project is None or path is None:
        return None
    root = search_root(project)
    here = os.path.abspath(path)
    spelling = _files_spelling_in(root, here, r"\b" + re.escape(name) + r"\b",
                                  (name,) if file_words.plain_words((name,)) else None)
    if spelling is None:
        return None  # a project too large to scan, or the module outside it
    project.scanned_roots.add(os.path.abspath(root))
    return any(f != here for f in spelling)


def _spells(path: str, plain: tuple[str, ...] | None, word: re.Pattern, read: Callable[[str], str | None]) -> bool:
    """Whether a file's text matches `word`, which is `\\b(?:plain...)\\b` when `plain` is
    given: then answered by the file's word set (`file_words`), one scan per file version
    whatever the names asked."""
    words = file_words.words_of(path, read) if plain is not None else None
    if words is not None:
        return not words.isdisjoint(plain)
    return _mentions(path, word, read)


_MENTIONS: "OrderedDict[tuple, bool]" = OrderedDict()  # (path, mtime_ns, size, pattern) -> found


def _mentions(path: str, word: re.Pattern, read: Callable[[str], str | None]) -> bool:
    """Whether a file's text spells `word`, read once per version and pattern in a process."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    key = (path, st.st_mtime_ns, st.st_size, word.pattern)
    if key not in _MENTIONS:
        _MENTIONS[key] = bool(word.search(read(path) or ""))
        while len(_MENTIONS) > MAX_TEXTS * 8:
            _MENTIONS.popitem(last=False)
    return _MENTIONS[key]


def _jitted_method(node: cst.CSTNode, info: FunctionInfo) -> tuple[str, cst.ClassDef] | None:
    """(the attribute its callers spell, the class) for a jitted method: decorated in a class
    body, or bound once as `self.name = jax.jit(self.method)` in one of the class's methods."""
    cls, fn = info.class_node, info.node
    if cls is None or info.parent is not None or not isinstance(fn, cst.FunctionDef):
        return None
    if any(d.decorator is node for d in fn.decorators):
        return fn.name.value, cls
    from jaxlint.analysis.walk import iter_tree, paired_targets

    pairs = [pair for a in iter_tree(cls) if isinstance(a, cst.Assign)  # `self.a, self.b = jax.jit(f), ...` too
             for t in a.targets for pair in paired_targets(t.target, a.value)]
    bound = [target for target, value in pairs if value is node and _self_attribute(target)]
    if len(bound) != 1:
        return None
    attr = bound[0].attr.value
    stores = [t for t, _ in pairs if _self_attribute(t) and t.attr.value == attr] + [
        a.target for a in iter_tree(cls) if isinstance(a, (cst.AugAssign, cst.AnnAssign))
        and _self_attribute(a.target) and a.target.attr.value == attr]
    methods = {s.name.value for s in cls.body.body if isinstance(s, cst.FunctionDef)}
    return (attr, cls) if len(stores) == 1 and attr not in methods else None


def _self_attribute(target: cst.BaseExpression) -> bool:
    return isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == "self"


def _method_call_sites(project: "Project | None", index: ModuleIndex, path: str | None,
                       method: tuple[str, cst.ClassDef], info: FunctionInfo, parameter: str,
                       known_only: bool = False) -> list[CallSite] | None:
    """The uses of a jitted method through instances of its class (`self.step(...)` in the
    class, `trainer = Trainer(...); trainer.step(x, 3)` anywhere in the project). None when
    any spelling of the attribute is on an object whose class is not known to be this one;
    with `known_only`, such spellings are left out instead (for questions each known call
    answers by itself: the functions a call hands the method, which it runs)."""
    if project is None or path is None:
        return None
    attr, cls = method
    root = search_root(project)
    here = os.path.abspath(path)
    spelling = _files_spelling_in(root, here, r"\b" + re.escape(attr) + r"\b",
                                  (attr,) if file_words.plain_words((attr,)) else None)
    if spelling is None:
        return None
    project.scanned_roots.add(os.path.abspath(root))
    readers = [f for f in spelling if f != here]
    if len(readers) > MAX_CALLER_FILES:
        return None
    sites: list[CallSite] = []
    for other in [here, *readers]:
        loaded = (index, index.module) if other == here else _load(other, project.extra_jit)
        if loaded is None:
            return None
        other_index, module = loaded if other == here else (loaded.index, loaded.module)
        found = _instance_uses(project, other_index, module, other, attr, (here, cls), info, parameter, known_only)
        if found is None:
            return None
        sites += found
    return sites


def _instance_uses(project: "Project", index: ModuleIndex, module: cst.Module, path: str, attr: str,
                   cls: tuple[str, cst.ClassDef], info: FunctionInfo, parameter: str,
                   known_only: bool = False) -> list[CallSite] | None:
    from jaxlint.analysis.attribute_references import attribute_references

    out: list[CallSite] = []
    skipped: set[int] = set()  # references whose subtree the walk leaves: those below them are not met
    elsewhere = os.path.abspath(path) != os.path.abspath(cls[0])
    for node, parent, function, above in attribute_references(index, module, attr):
        if above is not None and id(above) in skipped:
            skipped.add(id(node))
            continue
        if isinstance(parent, cst.AssignTarget) and _self_attribute(node) and _inside(function, cls[1]):
            skipped.add(id(node))
            continue  # the binding `self.step = jax.jit(...)` itself
        if elsewhere and _unrelated_instance(index, node.value, function):
            skipped.add(id(node))
            continue  # `Other().load(...)` in another file, `Other` its own class and base: another method
        if not _is_instance(project, index, path, node.value, function, cls):
            if known_only:
                skipped.add(id(node))
                continue
            return None  # an object jaxlint cannot tell from an instance of the class
        if isinstance(parent, cst.Call) and parent.func is node:
            out.append(CallSite(path, parent, module, _passed(index, parent, info, parameter, 1, function,
                                                      _InstanceHashing(project, index, path))))
        else:
            out.append(CallSite(path, node, module, "escapes"))
    return out


def _unrelated_instance(index: ModuleIndex, expr: cst.BaseExpression, function: FunctionInfo | None) -> bool:
    """`Cls(...)` (or a name bound once to it), `Cls` a class of this file whose bases are only
    classes of this file too: an object no other module's class can be the class of."""
    if isinstance(expr, cst.Name):
        values = (_assigned_in(function.node, expr.value) if function is not None and expr.value in
                  _local_names(function) else index.module_assignments.get(expr.value) or [])
        expr = values[0] if len(values) == 1 else None
    if not isinstance(expr, cst.Call) or not isinstance(expr.func, cst.Name):
        return False
    node, depth = index.classes.get(expr.func.value), 0
    pending = [node] if node is not None else []
    while pending and depth < 8:
        node, depth = pending.pop(), depth + 1
        for base in node.bases:
            found = index.classes.get(base.value.value) if isinstance(base.value, cst.Name) else None
            if found is None or base.keyword is not None:
                return False
            pending.append(found)
    return bool(depth) and not pending


def _inside(function: FunctionInfo | None, cls: cst.ClassDef) -> bool:
    return function is not None and function.class_node is cls and function.parent is None


def _is_instance(project: "Project", index: ModuleIndex, path: str, expr: cst.BaseExpression,
                 function: FunctionInfo | None, cls: tuple[str, cst.ClassDef]) -> bool:
    """`self` in a method of the class, a name bound once to `Class(...)`, or `Class(...)` itself
    (`Converter().load(...)`)."""
    if isinstance(expr, cst.Call):
        return _constructs(project, index, path, expr, cls)
    if not isinstance(expr, cst.Name):
        return False
    if expr.value == "self" and _inside(function, cls[1]):
        params = function.node.params.params
        return bool(params) and params[0].name.value == "self"
    if function is not None and expr.value in _local_names(function):
        values = _assigned_in(function.node, expr.value)
    else:
        values = index.module_assignments.get(expr.value) or []
    if len(values) != 1 or not isinstance(values[0], cst.Call):
        return False
    return _constructs(project, index, path, values[0], cls)


def _constructs(project: "Project", index: ModuleIndex, path: str, call: cst.Call,
                cls: tuple[str, cst.ClassDef]) -> bool:
    """`call` builds an instance of the class (its name here, or imported from its module)."""
    func = call.func
    if isinstance(func, cst.Name) and index.classes.get(func.value) is cls[1]:
        return True
    qual = index.imports.resolve(dotted_name(func) or "") if dotted_name(func) else None
    found = project.locate(qual, path) if qual else None
    return found is not None and found[0] == cls[0] and found[1] == cls[1].name.value


def _bound_names_of(index: ModuleIndex, node: cst.CSTNode, info: FunctionInfo):
    """(names its callers spell, calls of the transform's result itself) or (None, [])."""
    fn = info.node
    if isinstance(fn, cst.FunctionDef) and any(d.decorator is node for d in fn.decorators):
        if info.parent is not None or info.class_node is not None or index.module_functions.get(info.name) is not info:
            return None, []
        return {info.name}, []
    if not isinstance(node, cst.Call):
        return None, []
    outer = index.outer_call.get(id(node))
    if outer is not None:
        return set(), [outer]
    names = index.bound_to.get(id(node))
    if not names or any(len(index.module_assignments.get(n, ())) != 1 for n in names):
        return None, []  # bound in a function, to an attribute, or rebound
    return set(names), []


def imported_as(project: "Project", loaded: LoadedModule, path: str, entry_path: str, names: set[str]):
    """(local names bound to the entry point, names of modules whose attribute it is) in `loaded`."""
    local, modules = set(), set()
    entry_path = os.path.abspath(entry_path)
    from jaxlint.analysis.facts import LIBRARY_ROOTS

    for alias, target in loaded.index.imports.aliases.items():
        if target.startswith(LIBRARY_ROOTS):
            continue
        found = project.locate(target, path)
        if found is not None and found[0] == entry_path and found[1] in names:
            local.add(alias)
        elif any(project.locate(f"{target}.{n}", path) == (entry_path, n) for n in names):
            modules.add(alias)
    return local, modules


def _local_binding(index: ModuleIndex, node: cst.CSTNode) -> tuple[cst.FunctionDef, str] | None:
    """(the function, the name) when `node` is the value of the one binding of a local name of
    the innermost function holding it."""
    from jaxlint.analysis.walk import iter_tree

    holders = [f for f in index.functions.values() if isinstance(f.node, cst.FunctionDef)
               and any(isinstance(a, cst.Assign) and a.value is node for a in iter_tree(f.node.body))]
    if not holders:
        return None
    inner = max(holders, key=lambda f: _depth(f))
    (assign,) = [a for a in iter_tree(inner.node.body) if isinstance(a, cst.Assign) and a.value is node]
    if len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Name):
        return None
    name = assign.targets[0].target.value
    if len(_assigned_in(inner.node, name)) != 1 or name not in _local_names(inner):
        return None
    return inner.node, name


def _depth(info: FunctionInfo) -> int:
    depth = 0
    while info.parent is not None:
        info, depth = info.parent, depth + 1
    return depth


def call_sites_of(index: ModuleIndex, module: cst.Module, path: str, names: set[str], modules: set[str],
          info: FunctionInfo, parameter: str, bound: int, start: cst.CSTNode | None = None,
          judge: "_InstanceHashing | None" = None) -> list[CallSite]:
    """The calls of `names` (or `m.name` for a module alias `m`) in a module (or in `start`, a
    function of it), and every other reference to them (an escape); imports and the binding
    itself are not uses."""
    from jaxlint.analysis.walk import iter_children

    out: list[CallSite] = []
    stack: list[tuple[cst.CSTNode, cst.CSTNode | None, FunctionInfo | None]] = [(start or module, None, None)]
    while stack:
        node, parent, function = stack.pop()
        if isinstance(node, (cst.Import, cst.ImportFrom)):
            continue
        if isinstance(node, (cst.FunctionDef, cst.Lambda)):
            function = index.functions.get(id(node), function)
        used = _is_reference(node, parent, names, modules)
        if used:
            if isinstance(parent, cst.Call) and parent.func is node:
                out.append(CallSite(path, parent, module, _passed(index, parent, info, parameter, bound, function, judge)))
            else:
                out.append(CallSite(path, node, module, "escapes"))
            if isinstance(node, cst.Attribute):
                continue
        stack.extend((child, node, function) for child in reversed(iter_children(node)))
    return out


def _is_reference(node: cst.CSTNode, parent: cst.CSTNode | None, names: set[str], modules: set[str]) -> bool:
    if isinstance(node, cst.Attribute):
        return isinstance(node.value, cst.Name) and node.value.value in modules and node.attr.value in names
    if not isinstance(node, cst.Name) or node.value not in names:
        return False
    if isinstance(parent, cst.Attribute) and parent.attr is node:
        return False
    if isinstance(parent, (cst.FunctionDef, cst.ClassDef)) and parent.name is node:
        return False
    if isinstance(parent, (cst.AssignTarget, cst.Param)) or isinstance(parent, cst.Arg) and parent.keyword is node:
        return False
    if isinstance(parent, (cst.For, cst.CompFor)) and parent.target is node:
        return False  # a loop variable of the same name (its later reads still count)
    return True


def _passed(index: ModuleIndex, call: cst.Call, info: FunctionInfo, parameter: str, bound: int,
            caller: FunctionInfo | None, judge: "_InstanceHashing | None" = None) -> str:
    """What `call` hands the entry point for `parameter` (see CallSite.kind)."""
    if any(arg.star for arg in call.args):
        return "unknown"
    given = passed_argument(call, info.node, parameter, bound)
    return _kind_of(index, given, caller, judge=judge) if given is not None else "absent"


class _InstanceHashing:
    """What a call in a module (the linted one: `path` None) builds, when `hash()` rejects it
    (hashability.py decides, following project constructors and factories into other modules):
    "unhashable" for an instance of a non-frozen dataclass (`eq=True` leaves `__hash__` None), of
    a class defining `__eq__` without `__hash__`, or a list, dict or set a project function
    returns; "holds-array" for an array, or a tuple, NamedTuple or Module holding one
    (`from_edges(...)` in another module returning `GraphTuple(nodes, senders, ...)`): data,
    which static_argnames would have to hash. A registration as a pytree, which returns the
    class unchanged, does not change it."""

    def __init__(self, project: "Project | None", index: ModuleIndex, path: str | None) -> None:
        self.project, self.index, self.path = project, index, path

    def kind(self, call: cst.Call, caller: FunctionInfo | None) -> str | None:
        from jaxlint.analysis.definitions import Definitions, Place
        from jaxlint.analysis.hashability import Hashability

        definitions = Definitions(self.index, self.project)
        place = Place(self.index, self.path)
        try:
            found = Hashability(definitions).of(call, caller, place)
        except RecursionError:
            return None
        kind = getattr(found, "kind", None)
        if kind in ("dataclass", "eq", "list", "dict", "set"):
            return "unhashable"
        if kind in ("array", "layer") or kind in ("holder", "module") and found.innermost in ("array", "layer"):
            return "holds-array"
        return "unhashable" if kind in ("holder", "module") else None


def _kind_of(index: ModuleIndex, expr: cst.BaseExpression, caller: FunctionInfo | None, depth: int = 0,
             judge: _InstanceHashing | None = None) -> str:
    if isinstance(expr, (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.ConcatenatedString)):
        return "static"
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.expression, (cst.Integer, cst.Float)):
        return "static"
    if isinstance(expr, cst.Name) and expr.value in ("True", "False", "None"):
        return "static"
    if isinstance(expr, (cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp)):
        return "unhashable"
    if isinstance(expr, cst.Tuple):
        kinds = {_kind_of(index, e.value, caller, depth + 1, judge) for e in expr.elements}
        return "static" if kinds <= {"static"} else "unhashable" if "unhashable" in kinds else \
            "holds-array" if kinds & {"array", "holds-array"} else "unknown"
    traced = caller is not None and any(s.kind not in ("grad", "pass") for s in caller.specs)
    if isinstance(expr, cst.Call):
        qual = index.resolver.qualname(expr.func) or ""
        if qual.startswith(_ARRAY_ROOTS):
            return "array"
        if isinstance(expr.func, cst.Name) and expr.func.value in index.classes and depth < 3 and any(
                not arg.star and _kind_of(index, arg.value, caller, depth + 1, judge) in ("array", "holds-array")
                for arg in expr.args):
            return "holds-array"  # a record built around arrays: data, not a static value
        if qual in _UNHASHABLE_CALLS or isinstance(expr.func, cst.Name) and expr.func.value in ("list", "dict", "set"):
            return "unhashable"
        if isinstance(expr.func, cst.Name) and expr.func.value in _PYTHON_VALUES and not traced:
            return "static"
        judged = judge.kind(expr, caller) if judge is not None and not qual.startswith(_ARRAY_ROOTS) else None
        if judged is not None:
            return judged  # `NetConfig(...)`, a non-frozen dataclass: static_argnames rejects it
    if traced and _static_parameter_of(caller, expr):
        return "static"  # `tile(x, n)` in a jitted `step` marking `n` static: a hashable Python value
    if traced:
        return "traced"  # inside another traced function: what it passes may be a tracer
    if isinstance(expr, cst.Name) and depth < 3:
        if caller is not None and expr.value in _local_names(caller):
            values = _assigned_in(caller.node, expr.value)  # a local bound once: what it is bound to
        else:
            values = index.module_assignments.get(expr.value)  # a module-level constant
        if values and len(values) == 1 and values[0] is not None:
            return _kind_of(index, values[0], caller, depth + 1, judge)
    return "unknown"


def _static_parameter_of(caller: FunctionInfo, expr: cst.BaseExpression) -> bool:
    """`expr` is a parameter of `caller` (never rebound there) that every transform tracing
    `caller` marks static, by name or number: jit hashed it, so it is a Python value."""
    from jaxlint.analysis.scopes import scope_info

    if not isinstance(expr, cst.Name) or not isinstance(caller.node, cst.FunctionDef):
        return False
    info = scope_info(caller.node)
    if expr.value not in info.params or expr.value in info.assigned:
        return False
    position = info.params.index(expr.value)
    tracing = [spec for spec in caller.specs if spec.kind not in ("grad", "pass")]
    return bool(tracing) and all(
        spec.kind == "jit" and spec.statics_known and spec.wrapper is None
        and (expr.value in spec.static_argnames or position in spec.static_argnums) for spec in tracing)


def _local_names(info: FunctionInfo) -> set[str]:
    from jaxlint.analysis.scopes import local_names

    return set(local_names(info.node))


def _assigned_in(function: cst.CSTNode, name: str) -> list[cst.BaseExpression | None]:
    """What a function binds `name` to: each plain `name = value` (None for any other binding)."""
    from jaxlint.analysis.walk import iter_tree

    out: list[cst.BaseExpression | None] = []
    for node in iter_tree(function):
        if isinstance(node, cst.Assign) and any(isinstance(t.target, cst.Name) and t.target.value == name
                                                for t in node.targets):
            out.append(node.value if len(node.targets) == 1 else None)
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)) and any(
                isinstance(n, cst.Name) and n.value == name for n in iter_tree(getattr(node, "target", node))):
            out.append(None)
    if isinstance(function, cst.FunctionDef) and any(
            p.name.value == name for p in iter_tree(function.params) if isinstance(p, cst.Param)):
        out.append(None)
    return out


def changed_only_while_constructing(project: "Project | None", path: str | None, module: cst.Module,
                                    cls: cst.ClassDef, changer: str, traced: str) -> bool:
    """Every call of the method `changer` (which rebinds an attribute that `traced`, a method of
    `cls` jitted with a static `self`, reads) anywhere in the project is made while an owner
    constructs the object: in an owner's `__init__`, or in a private method only that
    `__init__` calls (`self._load_sprites()`), on `self.<a>` that `__init__` binds to a new
    `cls(...)` (or a local bound to one there), or on each object of a list the owner builds
    there (`for bc in self.BCs: bc.prepare(mask)`), and neither of them spells `traced`. A call
    on the object's own `self` inside another method (`prepare` calling `self.configure(...)`)
    hands the question to that method's calls. The object is configured before anything can
    trace it and never changed after, so the one trace sees the final value
    (tests/data/unseen18_triage.md and unseen28_triage.md, class C2). False when any call is made
    elsewhere, on another receiver, or the project's files cannot all be searched. `module`
    is `path`'s, as the analysis holds it."""
    if project is None or path is None:
        return False
    key = (os.path.abspath(path), id(cls), changer, traced)
    if key not in project.constructing:  # each read of the attribute asks
        project.constructing[key] = False  # a method that calls itself on its own object: not while constructing
        project.constructing[key] = _changed_only_while_constructing(project, path, module, cls, changer, traced)
    return project.constructing[key]


def _changed_only_while_constructing(project: "Project", path: str, module: cst.Module, cls: cst.ClassDef,
                                     changer: str, traced: str) -> bool:
    from jaxlint.analysis.constructing import constructing_calls
    root = search_root(project)
    here = os.path.abspath(path)
    spelling = _files_spelling_in(root, here, r"\b" + re.escape(changer) + r"\b",
                                  (changer,) if file_words.plain_words((changer,)) else None)
    if spelling is None:
        return False
    project.scanned_roots.add(os.path.abspath(root))
    readers = [f for f in spelling if f != here]
    if len(readers) > MAX_CALLER_FILES:
        return False
    found, delegating = 0, set()
    for other in [here, *readers]:  # the project index's modules: none is parsed a second time
        loaded = module if other == here else getattr(_load(other, project.extra_jit), "module", None)
        if loaded is None:
            return False
        calls = constructing_calls(loaded, changer, cls.name.value, traced)
        if calls is None:
            return False
        count, delegates = calls
        found += count
        delegating.update(delegates)
    # `self.configure(...)` in `prepare`: configured whenever `prepare` runs, so `prepare` too
    return found + len(delegating) > 0 and all(
        changed_only_while_constructing(project, path, module, cls, name, traced) for name in sorted(delegating))
