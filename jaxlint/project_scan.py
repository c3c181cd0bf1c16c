"""Which other modules of a project may apply transforms to this module's functions (text only).

`train.py` may `jax.jit(jax.value_and_grad(model.loss_fn))`: linting `model.py` on its own (the
flake8 plugin, the editor, a pre-commit run on the changed file) must still analyse `loss_fn`
as traced. A whole-tree run sees it from `train.py`'s side; for the rest, this module finds the
candidates cheaply: one bounded text scan of the project's Python files per process (memoised
by mtime and size), keeping files that mention this module's name and a transform, which are
then loaded and indexed like any followed module. The transform may be one import further
away (`train.py` jits `model.embed`, which calls `ops.take_row`): `candidates(..., hops=2)`
also follows the modules that import this one, with a transform of their own or not, and
`hops=3` one import further (`rotary.py` <- `attention.py` <- `transformer.py` <- `main.py`)
when the nearer hops found none; IMPORT_HOPS (4) one more (`layers/norm.py` <- `layers/conv.py` <-
`model.py` <- the package `__init__` importing `train.py`, whose factory jits the model's step).
An importer found at a farther hop brings the transforming modules it imports too (the script
that hands `AdaptiveMetropolis(...)` to `run_chain`, jitted in a module importing no sampler).
"""

from __future__ import annotations

import os
import re
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

MAX_FILES = 3000  # a project larger than this is not scanned (the whole-tree run covers it)
MAX_BYTES = 400_000  # as for followed modules
_SKIP_DIRS = frozenset({".git", ".hg", ".svn", ".venv", "venv", "__pycache__", "node_modules", "build", "dist",
                        ".tox", ".nox", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".jaxlint_cache",
                        "site-packages", ".eggs"})
_TRANSFORM_NAMES = (r"(?:jit|pmap|vmap|grad|value_and_grad|jacfwd|jacrev|hessian|checkpoint|remat|scan|"
                    r"fori_loop|while_loop|cond|switch|map|shard_map|filter_jit|filter_vmap|filter_pmap|"
                    r"associative_scan|eval_shape|minimize|vjp|linearize|odeint)")
# A call (`jax.jit(f)`), an argument (`partial(jax.jit, ...)`) or a decorator (`@jax.jit`).
_TRANSFORM = re.compile(r"\b" + _TRANSFORM_NAMES + r"\s*[(,)]|@\s*[\w.]*\b" + _TRANSFORM_NAMES + r"\b")


class _Scanned(NamedTuple):
    """What `candidates` asks of a project file, read once per process: each module's lint
    asks about every project file, so the word tests are set tests first and the regular
    expressions run only on the few files that pass them."""

    text: str | None  # kept only when it calls a transform (only those can apply one)
    words: frozenset[str]  # every word the text spells
    import_text: str  # its import statements, one a line
    continued: bool  # one of them is continued with a backslash
    attributes: frozenset[str]  # every word read as an attribute (`.name`), when `text` is kept
    import_words: frozenset[str]  # every word of `import_text`


# path -> (mtime_ns, size, the scan or None when the file cannot matter)
_TEXTS: dict[str, tuple[int, int, _Scanned | None]] = {}
# Paths whose scan was checked against the file in this epoch: every module of a run asks about
# every project file, and a stat per file per module is quadratic in the tree. A run's lints
# (`one_run`: a whole-tree check, a batch of fixes) share an epoch; any other lint (the language
# server's, flake8's, the API's) starts its own, so a file saved between two lints is read again.
_CHECKED: set[str] = set()
_RUNS = [0]  # how many `one_run` blocks are open


def new_epoch() -> None:
    """Files may have changed since the last scan: check each again before trusting it."""
    _CHECKED.clear()
    _RAW_CHECKED.clear()
    _NAMES.clear()
    _EPOCH[0] += 1


def lint_starting() -> None:
    """A lint begins: outside a run, files may have changed since the last one."""
    if not _RUNS[0]:
        new_epoch()


def in_run() -> bool:
    """Whether a `one_run` block is open: the files do not change, and the lints may keep more."""
    return _RUNS[0] > 0


@contextmanager
def one_run():
    """The lints inside share one epoch: the files do not change under a run."""
    if not _RUNS[0]:
        new_epoch()
    _RUNS[0] += 1
    try:
        yield
    finally:
        _RUNS[0] -= 1
_WORD = re.compile(r"\w+")
_ATTRIBUTE = re.compile(r"\.[ \t]*(\w+)")
_FILES: dict[str, tuple[float, list[str]]] = {}  # root -> (when listed, absolute paths of its files)
LIST_TTL_S = 5.0  # an editor session sees new files within seconds


def _python_files(root: Path) -> list[str]:
    import time

    key = os.path.abspath(root)
    cached = _FILES.get(key)
    if cached is not None and time.monotonic() - cached[0] < LIST_TTL_S:
        return cached[1]
    files = [os.path.abspath(f) for f in _walk(root)]  # once, not once per module asking
    _FILES[key] = (time.monotonic(), files)
    return files


def files_fingerprint(root: str, fresh: bool = False, outside: frozenset[str] | None = None) -> str:
    """The project's Python files as they are (paths, mtimes, sizes): a result that looked at
    every file (who calls an entry point, and with what) holds only while this is unchanged.
    `fresh` walks the folder again (a cache lookup); otherwise the listing may be seconds old,
    which can only make a later lookup miss. With `outside` (a run's files), only the files
    that run does not lint count, and the fingerprint says so (`OUTSIDE`): a module's importers
    are searched among them (those linted with it report in it themselves)."""
    import hashlib

    files = sorted(os.path.abspath(f) for f in _walk(Path(root))) if fresh else sorted(_python_files(Path(root)))
    digest = hashlib.sha256()
    for path in files:
        if outside is not None and path in outside:
            continue
        try:
            st = os.stat(path)
        except OSError:
            continue
        digest.update(f"{path}\0{st.st_mtime_ns}\0{st.st_size}\n".encode("utf-8", "surrogateescape"))  # any file name
    return (OUTSIDE if outside is not None else "") + digest.hexdigest()[:32]


OUTSIDE = "outside:"  # a fingerprint of only the files outside the run that recorded it
_OUTSIDE: dict[tuple[str, frozenset[str]], tuple[float, str]] = {}  # (root, run) -> (when, fingerprint)


def importers_fingerprint(root: str, together: frozenset[str]) -> str:
    """`files_fingerprint(root, outside=together)`, once per run and root within the listing's
    lifetime: every file of a whole-tree run records it."""
    import time

    key = (os.path.abspath(root), together)
    cached = _OUTSIDE.get(key)
    if cached is not None and time.monotonic() - cached[0] < LIST_TTL_S:
        return cached[1]
    if len(_OUTSIDE) > 64:
        _OUTSIDE.clear()
    fingerprint = files_fingerprint(root, outside=together)
    _OUTSIDE[key] = (time.monotonic(), fingerprint)
    return fingerprint


def file_texts(root: Path) -> list[str | None] | None:
    """The texts of the root's Python files that import something (None for one too large or
    unreadable); None when the root holds too many files to list."""
    files = _python_files(root)
    if not files:
        return None
    return [raw[2] if raw is not None else None for raw in map(_raw, files)]


def _walk(root: Path) -> list[str]:
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in _SKIP_DIRS and not d.startswith(".")
                       and not os.path.isfile(os.path.join(dirpath, d, "pyvenv.cfg"))]
        out.extend(os.path.join(dirpath, f) for f in filenames if f.endswith(".py"))
        if len(out) > MAX_FILES:
            return []
    return out


def _raw(path: str) -> tuple[int, int, str | None] | None:
    """(mtime_ns, size, text) of a project file that can matter (it imports something and is
    not too large; text None otherwise), read once per version and checked once per epoch; None
    when it cannot be read. The same tuple comes back while the file is unchanged."""
    cached = _RAW.get(path)
    if cached is not None and path in _RAW_CHECKED:
        return cached
    try:
        st = os.stat(path)
    except OSError:
        _RAW.pop(path, None)
        return None
    _RAW_CHECKED.add(path)
    if cached is not None and cached[:2] == (st.st_mtime_ns, st.st_size):
        return cached
    text = _read(path) if st.st_size <= MAX_BYTES else None
    raw = _RAW[path] = (st.st_mtime_ns, st.st_size, text if text is not None and "import" in text else None)
    return raw


# path -> (mtime_ns, size, text or None): the project files' texts, kept while a project is
# searched without its word index (`_Project.spelling`); dropped once the index is built.
_RAW: dict[str, tuple[int, int, str | None]] = {}
_RAW_CHECKED: set[str] = set()


def _scanned(path: str) -> _Scanned | None:
    cached = _TEXTS.get(path)
    if cached is not None and path in _CHECKED:
        return cached[2]
    try:
        st = os.stat(path)
    except OSError:
        return None
    _CHECKED.add(path)
    if cached is not None and cached[:2] == (st.st_mtime_ns, st.st_size):
        return cached[2]
    raw = _raw(path)  # the text read for the search without the index, or read now
    if raw is None or raw[:2] != (st.st_mtime_ns, st.st_size):
        _RAW.pop(path, None)
        _RAW_CHECKED.discard(path)
        raw = _raw(path)
    if raw is None:
        return None
    text = raw[2]
    scanned = None
    if text is not None:
        statements = [m.group(0) for m in _IMPORT_STATEMENT.finditer(text)]
        import_text = "\n".join(statements)
        kept = text if _TRANSFORM.search(text) else None
        scanned = _Scanned(kept, frozenset(_WORD.findall(text)), import_text,
                           any(s.rstrip().endswith("\\") for s in statements),
                           frozenset(_ATTRIBUTE.findall(text)) if kept is not None else frozenset(),
                           frozenset(_WORD.findall(import_text)))
    _TEXTS[path] = (raw[0], raw[1], scanned)
    return scanned


def _names(module_path: str) -> list[str]:
    """How importers may spell the module: its own name, and the package above it when the
    package's `__init__` re-exports from it (`from pkg import dense`)."""
    return _names_and_aliases(module_path)[0]


def _names_and_aliases(module_path: str) -> tuple[list[str], set[str]]:
    """`_names`, and the names those re-exporting `__init__`s bind with `as` (`from .dense
    import linear as Dense`: an importer may spell only `Dense`)."""
    path = Path(module_path)
    stem = path.stem if path.name != "__init__.py" else path.parent.name
    names = [stem]
    aliases: set[str] = set()
    package = path.parent if path.name != "__init__.py" else path.parent.parent
    below = stem  # the dotted path from this package down to what it may re-export
    for _ in range(3):
        text = _package_init(str(package / "__init__.py"))
        if text is None:
            break
        if re.search(r"\b" + re.escape(below) + r"\b", text):
            names.append(package.name)
            aliases.update(re.findall(r"\bas[ \t]+(\w+)", text))
            below = package.name
        else:  # an `__init__` that re-exports nothing (`lib/text/`): one above may (`from .text.ranking import f`)
            below = f"{package.name}.{below}"
        package = package.parent
    return names, aliases


def _package_init(init: str) -> str | None:
    """The text of a package's `__init__.py` (None when it is no regular file). Every module of
    the package asks it of the same few files: under a run (the files do not change) read once
    per epoch."""
    if in_run():
        hit = _INITS.get(init)
        if hit is not None and hit[0] == _EPOCH[0]:
            return hit[1]
    text = _read(init) if os.path.isfile(init) else None
    if in_run():
        if len(_INITS) > 4096:
            _INITS.clear()
        _INITS[init] = (_EPOCH[0], text)
    return text


_INITS: dict[str, tuple[int, str | None]] = {}  # `__init__.py` path -> (epoch, its text or None)


def may_transform(saved_path: str, module_path: str) -> bool:
    """A text test: the file calls a transform and spells the module (its name, the package
    re-exporting it, or a name that package binds with `as`), so it may apply a transform to
    one of the module's functions. An editor re-lints the open module when the file is saved:
    the file may have just become an importer that traces it."""
    text = _read(saved_path)
    if text is None or not _TRANSFORM.search(text):
        return False
    words = set(_WORD.findall(text))
    names, aliases = _names_and_aliases(module_path)
    return any(name in words for name in names) or bool(aliases & words)


def _read(path: str) -> str | None:
    """A regular file's text (never a FIFO, a device or a procfs file: reading those blocks or
    leaks), or None."""
    from jaxlint.source_io import SourceError, read_regular

    try:
        return read_regular(Path(path), MAX_BYTES).decode("utf-8", errors="replace")
    except (SourceError, ValueError):
        return None


MAX_BETWEEN = 8  # modules between this one and a transform followed per hop
IMPORT_HOPS = 4  # how far along the imports a module linted alone looks for the transform (candidates)


def candidates(module_path: str, root: Path, exclude: frozenset[str] = frozenset(), hops: int = 1,
               enough: int = MAX_FILES) -> list[str]:
    """Project files that may apply a transform to a function of `module_path`: they import
    its module (or the package re-exporting it) or read it as an attribute, and call a
    transform (a text test: the index decides). Those importing the module by its own name
    come first. With `hops=2`, then those that apply one to a module importing this one
    (the files linted with this one in `exclude` are skipped, not followed: their own
    lint reports what they find here). The second hop is not looked at once `enough` are found.
    With `hops=3`, the modules importing those in between, only when the nearer hops found
    none: each hop costs a posting lookup per module in between, at most MAX_BETWEEN."""
    module_path = os.path.abspath(module_path)
    project = _project(os.path.abspath(root), _python_files(root))
    if project.all_found([], module_path, exclude):
        return []  # a whole-tree run lints every file with this one: none to search
    found = _importers(module_path, project, exclude)
    if hops < 2 or len(found) >= enough or project.all_found(found, module_path, exclude):
        return found
    level = [module_path]
    for _ in range(hops - 1):
        level = _next_level(level, project, module_path)
        for between in level:
            if len(found) >= enough:
                break
            farther = [p for p in _importers(between, project, exclude, module_path) if p not in found]
            found += farther
            found += [p for p in _transformers_imported_by(between, project, exclude, module_path) if p not in found]
            for importer in farther:  # `run_chain(AdaptiveMetropolis(...), ...)` in a script, run_chain jitted elsewhere
                found += [p for p in _transformers_imported_by(importer, project, exclude, module_path) if p not in found]
        if found:
            break  # a nearer hop found the transforms: the farther one is not looked at
    return found


def _next_level(level: list[str], project: "_Project", module_path: str) -> list[str]:
    """The files importing one of `level` by name (at most MAX_BETWEEN): one hop further from
    `module_path` along the imports (`rotary.py` <- `attention.py` <- `transformer.py`)."""
    out: list[str] = []
    for path in level:
        out += [p for p in _importers_between(path, project) if p != module_path and p not in out and p not in level]
    return out[:MAX_BETWEEN]


def _transformers_imported_by(between: str, project: _Project, exclude: frozenset[str], module_path: str) -> list[str]:
    """The project files that `between` (a file importing our module) imports and that call a
    transform: `between` may hand our functions to theirs (`make_train_step(cfg,
    optax.adam(make_schedule(cfg)))`, the jit in the factory's module)."""
    scan = _scanned(between)
    if scan is None:
        return []
    out = []
    for path, _ in project.raws:
        if path in (between, module_path) or path in exclude:
            continue
        own = _module_stem(path) in scan.import_words
        if not own and not _under_imported_package(path, scan):
            continue
        other = _scanned(path)
        names = _Names.of(path) if other is not None and other.text is not None else None
        if names is not None and names.imported(scan, own_name=own):
            out.append(path)
    return out


def _under_imported_package(path: str, scan: "_Scanned") -> bool:
    """`path` lies in a package (a folder holding `__init__.py`) whose name `between` imports:
    `from bayeskit import hmc_sample` reaches bayeskit/inference/hmc.py through the packages'
    re-exports, without spelling `hmc`; a name of the file must be imported then."""
    folder = os.path.dirname(path)
    for _ in range(3):
        if not os.path.isfile(os.path.join(folder, "__init__.py")):
            return False
        if os.path.basename(folder) in scan.import_words:
            return True
        folder = os.path.dirname(folder)
    return False


def _module_stem(path: str) -> str:
    """The last part of the module name a file has (a package's `__init__.py`: the folder's)."""
    stem = os.path.splitext(os.path.basename(path))[0]
    return os.path.basename(os.path.dirname(path)) if stem == "__init__" else stem


LAZY_QUERIES = 24  # asks answered by a text search before the project's word index is built


class _Project:
    """The files of a root that can matter (they import something), in listing order, and
    which of them spell each word: every module's lint asks which files spell one of its
    function names, and a set test per file per module is quadratic in the tree. Brought up to
    date once per epoch, rebuilt only when a file changed.

    A lint of one file asks a few times only, and mostly for a module name that few files
    spell (a test, a script, a module no package re-exports): the first LAZY_QUERIES asks
    search the files' texts for the spellings (a substring test, implied by the word test) and
    scan only the files that hold one; after that, or once half the files are scanned (a
    whole-tree run asks for every module, a package's name is in most files), every file is
    scanned and indexed by word. The answers are the same either way."""

    def __init__(self, files: list[str]) -> None:
        self.files = files
        self.epoch = _EPOCH[0]
        self.raws = [(p, raw) for p in files if (raw := _raw(p)) is not None and raw[2] is not None]
        self.paths = {p for p, _ in self.raws}
        self.scans: list[tuple[str, _Scanned]] | None = None  # built with the index
        self.postings: dict[str, list[int]] | None = None
        self.asked = 0
        self.scanned: set[str] = set()  # the files scanned for asks without the index
        self.outside: dict[int, int] = {}  # id of an exclude set -> how many scanned files lie outside it
        self.kept: list[frozenset[str]] = []  # those sets, alive while their ids are keys

    def _index(self) -> None:
        self.scans = [(p, scan) for p, _ in self.raws if (scan := _scanned(p)) is not None]
        self.postings = {}
        for i, (_, scan) in enumerate(self.scans):
            for word in scan.words:
                self.postings.setdefault(word, []).append(i)
        for p, _ in self.raws:  # the scans hold what is asked from now on
            _RAW.pop(p, None)

    def current(self, files: list[str]) -> bool:
        """Whether the index still holds for this listing (re-walked every LIST_TTL_S) and the
        files' texts in this epoch."""
        if files is not self.files:
            if files != self.files:
                return False
            self.files = files
        if self.epoch != _EPOCH[0]:
            if self.scans is not None:
                if any(_scanned(p) is not scan for p, scan in self.scans) or any(
                        _scanned(p) is not None for p in files if p not in self.paths):
                    return False
            elif any(_raw(p) is not raw for p, raw in self.raws) or any(
                    (raw := _raw(p)) is not None and raw[2] is not None for p in files if p not in self.paths):
                return False
            self.epoch = _EPOCH[0]
        return True

    def spelling(self, names: "_Names") -> list[tuple[str, _Scanned]]:
        """The scans that pass `names.may_be_named_in` (they spell one of its bound names
        and, where each spelling is a word, one of its spellings), in listing order."""
        self.asked += 1
        if self.postings is None and (self.asked > LAZY_QUERIES or names.spelled is None):
            self._index()
        if self.postings is None:
            out = []
            for p, raw in self.raws:
                if any(spelling in raw[2] for spelling in names.spelled):
                    self.scanned.add(p)
                    scan = _scanned(p)
                    if scan is not None and names.may_be_named_in(scan):
                        out.append((p, scan))
            if 2 * len(self.scanned) >= len(self.raws):  # (a package's name) the index costs little more
                self._index()
            return out
        pool = self._any(names.bound)
        if names.spelled is not None and pool:
            pool &= self._any(names.spelled)
        return [self.scans[i] for i in sorted(pool)]

    def _any(self, words) -> set[int]:
        out: set[int] = set()
        for word in words:
            out.update(self.postings.get(word, ()))
        return out

    def all_found(self, found: list[str], module_path: str, exclude: frozenset[str]) -> bool:
        """Whether every scanned file outside `exclude` is `module_path` or among `found`."""
        key = id(exclude)
        if key not in self.outside:
            if len(self.kept) > 16:
                self.outside.clear()
                self.kept.clear()
            self.kept.append(exclude)
            self.outside[key] = sum(1 for p in self.paths if p not in exclude)
        mine = module_path not in exclude and module_path in self.paths
        return self.outside[key] == len(found) + mine


_EPOCH = [0]  # how many epochs have begun
_PROJECTS: dict[str, _Project] = {}  # root -> its project (the roots asked about)


def _project(key: str, files: list[str]) -> _Project:
    project = _PROJECTS.get(key)
    if project is None or not project.current(files):
        if len(_PROJECTS) > 8:
            _PROJECTS.clear()
        project = _PROJECTS[key] = _Project(files)
    return project


def _importers(module_path: str, project: _Project, exclude: frozenset[str], also_skip: str = "") -> list[str]:
    """The files of `project` outside `exclude` (but the module's own and `also_skip`) that may
    transform its functions."""
    names = _Names.of(module_path)
    if names is None:
        return []  # no function or class another module could reach
    direct, through_package = [], []
    for path, scan in project.spelling(names):
        if scan.text is None or path == module_path or path == also_skip or path in exclude:
            continue
        if names.read_as_attribute(scan) or names.imported(scan):
            (direct if names.imported(scan, own_name=True) else through_package).append(path)
    return direct + through_package  # those that import the module itself first: the likelier


def _importers_between(module_path: str, project: _Project) -> list[str]:
    """Files that import `module_path` by name and spell one of its functions (with a transform
    of their own or not: theirs may apply to other functions than the one a caller jits)."""
    names = _Names.of(module_path)
    if names is None:
        return []
    return [p for p, scan in project.spelling(names) if p != module_path and names.imported(scan)]


class _Names(NamedTuple):
    """How other files may name a module: its spellings (`_names_and_aliases`), the names of its
    functions and classes (`bound`), and a pattern for the spellings as words."""

    spellings: list[str]
    bound: frozenset[str]
    spelled: frozenset[str] | None  # the spellings, when each is one word (`my-module` is not)
    word: re.Pattern

    @staticmethod
    def of(module_path: str) -> "_Names | None":
        if module_path not in _NAMES:
            _NAMES[module_path] = _Names._of(module_path)
        return _NAMES[module_path]

    @staticmethod
    def _of(module_path: str) -> "_Names | None":
        spellings, aliases = _names_and_aliases(module_path)
        bound = frozenset(_bound_names(module_path) | aliases)
        if not bound:
            return None
        spelled = frozenset(spellings) if all(_WORD.fullmatch(n) for n in spellings) else None
        word = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in spellings) + r")\b")
        return _Names(spellings, bound, spelled, word)

    def may_be_named_in(self, scan: _Scanned) -> bool:
        """Set tests before any regular expression: the file spells one of `bound` and (each
        pattern needs it) one of the spellings as a whole word."""
        words = scan.words
        return not words.isdisjoint(self.bound) and (self.spelled is None or not words.isdisjoint(self.spelled))

    def read_as_attribute(self, scan: _Scanned) -> bool:
        """The file reads a spelling as an attribute (`nn.dense`): a set test when each is a word."""
        if self.spelled is not None:
            return not scan.attributes.isdisjoint(self.spelled)
        return bool(re.search(r"\.[ \t]*(?:" + "|".join(re.escape(n) for n in self.spellings) + r")\b", scan.text or ""))

    def imported(self, scan: _Scanned, own_name: bool = False) -> bool:
        """An import statement of the file names a spelling (`own_name`: the module's own)."""
        if scan.continued:
            return True  # a continued line: maybe
        if self.spelled is not None:
            return self.spellings[0] in scan.import_words if own_name else not scan.import_words.isdisjoint(self.spelled)
        word = re.compile(r"\b" + re.escape(self.spellings[0]) + r"\b") if own_name else self.word
        return _imports(scan, word)


_NAMES: dict[str, "_Names | None"] = {}  # module path -> how it is named, for this epoch


_DEF = re.compile(r"^[ \t]*(?:(?:async[ \t]+)?def|class)[ \t]+(\w+)", re.M)


def _bound_names(module_path: str) -> set[str]:
    """The names of the module's functions and classes (any `def` or `class`, at any depth: a
    module-level one may sit under an `if`, a method is reached through its class): traced code
    elsewhere that reaches one of them spells its name (or an alias a re-exporting package
    gives it), so a module that spells none is not parsed. So does a module-level name bound to
    a transform (`grad_fn = jax.grad(loss)`), and one bound to a table of its functions
    (`BRANCHES = (identity, soft_sign)`, handed to `lax.switch` elsewhere; `LOSSES = {"mse": mse}`,
    indexed by a key known at import time)."""
    text = _read(module_path) or ""
    return (set(_DEF.findall(text)) | set(_TRANSFORMED.findall(text)) | set(_FUNCTION_TABLE.findall(text))
            | set(_FUNCTION_DICT.findall(text)))


# A module-level name bound to a transform of a function (`grad_fn = jax.grad(model.loss)`): another
# module that transforms it (`jax.jit(grads.grad_fn)`) traces that function through it.
# `NAME = (f, g)` or `NAME = [f, g]` at module level: a display of names only (a table of functions).
_FUNCTION_TABLE = re.compile(r"^(\w+)[ \t]*=[ \t]*[\(\[][ \t]*[A-Za-z_]\w*[ \t]*,[\w \t,\n]*[\)\]]", re.M)
# `NAME = {"mse": mse, "huber": huber}` at module level: a registry of functions by a string key (another
# module calls `NAME[key]`, the key known at import time).
_FUNCTION_DICT = re.compile(r"^(\w+)[ \t]*=[ \t]*\{[ \t\n]*(?:\"[^\"\n]*\"|'[^'\n]*')[ \t]*:[ \t]*[A-Za-z_]\w*[ \t]*[,}]", re.M)
_TRANSFORMED = re.compile(r"^(\w+)[ \t]*=[ \t]*[\w.]*\b" + _TRANSFORM_NAMES + r"[ \t]*\(", re.M)


# An import statement, at a line's start, after a `;` or opening a one-line suite (`try: import jax`,
# `except ImportError: from .compat import scan`); a parenthesised name list may span lines.
_IMPORT_STATEMENT = re.compile(r"(?:^|;)[ \t]*(?:(?:try|else|finally|except\b[^\n:]*|if\b[^\n:]*)[ \t]*:[ \t]*)?(?:from[ \t]+[\w.]+[ \t]+import[ \t]*(?:\([^)]*\)|[^\n]*)|import[ \t]+[^\n]*)",
                               re.M)


def _imports(scan: _Scanned, word: re.Pattern) -> bool:
    """Whether an import statement of `text` names the module (its path or the names it
    imports). A transform another module applies to one of this module's functions is spelled
    through such an import, or through an attribute (`nn.functions.relu`, the caller's other
    test): a module that merely says the word in a comment or a string is not parsed."""
    return scan.continued or bool(word.search(scan.import_text))  # a continued line: maybe
