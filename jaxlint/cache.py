"""The results cache: an unchanged tree re-lints without reading or parsing a file.

The cache is data, never code, and it sits in a folder of the project that anyone who commits
to the project could have filled, so nothing read from it is trusted:

* One JSON file per (jaxlint version, configuration fingerprint), `<cache-dir>/<version>/
  <fingerprint>.json`: a header (format, schema, jaxlint version, fingerprint, MAC) and the
  entries, each file's absolute path mapped to its mtime_ns, size, sha256 and outcome record
  (records.py). A file whose mtime and size match is a hit without being read; otherwise its
  content hash decides.
* The file is authenticated with an HMAC-SHA256 under a per-user key kept outside every
  project (`$XDG_CACHE_HOME/jaxlint/cache-key`, mode 0600). A cache file shipped by a
  repository cannot be valid for someone else's key, so it can neither run code nor hide a
  finding; it is a miss. Each record is checked strictly as well (a miss, never an error).
* A file that is not a regular file, is larger than MAX_BYTES, or is damaged in any way is a
  miss; a run never fails or blocks because of the cache.
* jaxlint uses a folder only if it made it: a new or empty folder is marked with a
  CACHEDIR.TAG (https://bford.info/cachedir/) and a `.gitignore` of `*`, both inside it;
  an existing folder without jaxlint's tag is not used (the CLI warns and runs uncached).
* Writes go through a temporary file and a rename, merged with what another run may have
  saved meanwhile: concurrent runs never leave a torn file, a full disk never leaves an empty
  one. Saving drops entries of files that no longer exist, other versions' caches and
  fingerprint files unused for UNUSED_DAYS.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import stat
import time
from pathlib import Path

from jaxlint import __version__
from jaxlint.records import RecordError, count, keys, text

CACHE_DIR_NAME = ".jaxlint_cache"
TAG_NAME = "CACHEDIR.TAG"
CACHEDIR_TAG = ("Signature: 8a477f597d28d172789f06886806bc55\n"
                "# This file is a cache directory tag created by jaxlint.\n"
                "# For information about cache directory tags, see https://bford.info/cachedir/\n")
GITIGNORE = "# Automatically created by jaxlint.\n*\n"
FORMAT, SCHEMA = "jaxlint-cache", 1
MAX_BYTES = 256 * 2**20  # a larger file is a miss, unread
UNUSED_DAYS = 30
KEY_BYTES = 32

_ENTRY_KEYS = {"mtime_ns", "size", "sha256", "outcome"}
_VERSION_FOLDER_NAME = r"\d[0-9A-Za-z.+!_-]*"
_CACHE_FILE_NAME = r"[0-9a-f]{16}\.(json|pickle)|\.cache-\w+(\.tmp)?"  # .pickle: from older builds, never read
_TEMPORARY_FILE_NAME = r"\.cache-\w+\.tmp"
_ENTRIES = b',"entries":'
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class CacheFolderError(Exception):
    """A folder jaxlint must not use (or remove); the message is one line naming it."""


def default_cache_dir(root: Path) -> Path:
    return root / CACHE_DIR_NAME


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def open_cache(directory: Path, fingerprint: str, project: Path | None = None) -> ResultCache:
    """The cache in `directory`, which must be jaxlint's, empty or not there yet; with
    `project` (a folder that came from the config or the default), also inside that project."""
    if project is not None and not inside(directory, project):
        raise CacheFolderError(f"{directory}: resolves outside the project ({project}); running without a cache")
    try:
        is_dir = stat.S_ISDIR(os.stat(directory).st_mode)
    except FileNotFoundError:
        return ResultCache(directory, fingerprint)  # made and marked on the first save
    except OSError as exc:
        raise CacheFolderError(f"{directory}: cannot use the cache folder: {exc.strerror}") from None
    if not is_dir:
        raise CacheFolderError(f"{directory}: not a folder; running without a cache")
    if not (is_jaxlint_folder(directory) or _is_empty(directory) or _is_unmarked_jaxlint_folder(directory)):
        raise CacheFolderError(f"{directory}: not a jaxlint cache folder (no CACHEDIR.TAG from jaxlint); "
                               f"running without a cache")
    return ResultCache(directory, fingerprint)


class ResultCache:
    """Entries are plain JSON records; `lookup` and `store` take and give outcome records."""

    def __init__(self, directory: Path, fingerprint: str) -> None:
        self.directory = directory
        self.fingerprint = fingerprint
        self.path = directory / __version__ / f"{fingerprint}.json"
        self.key = user_key()
        self.entries: dict[str, object] = self._read()
        self.dirty: dict[str, dict] = {}
        self.seen: set[str] = set()
        if self.entries:
            _mark_used(self.path)

    def _read(self) -> dict:
        if self.key is None or not _is_real_folder(self.path.parent):
            return {}
        data = _read_regular(self.path, MAX_BYTES)
        return {} if data is None else _decode(data, self.key, self.fingerprint)

    def lookup(self, path: str) -> object | None:
        """The cached outcome record when the file is unchanged (by mtime and size, then by hash)."""
        key = os.path.abspath(path)
        self.seen.add(key)
        entry = self.entries.get(key)
        if entry is None:
            return None
        try:
            entry = keys(entry, _ENTRY_KEYS)
            mtime, size, sha = count(entry["mtime_ns"]), count(entry["size"]), text(entry["sha256"])
            st = os.stat(path)
        except (RecordError, OSError):
            return None
        if st.st_mtime_ns == mtime and st.st_size == size:
            return entry["outcome"]
        if st.st_size != size:
            return None
        try:
            with open(path, "rb") as handle:
                if digest(handle.read()) != sha:
                    return None
        except OSError:
            return None
        self.dirty[key] = {**entry, "mtime_ns": st.st_mtime_ns}
        return entry["outcome"]

    def store(self, path: str, sha: str, record: dict) -> None:
        try:
            st = os.stat(path)
        except OSError:
            return
        key = os.path.abspath(path)
        self.seen.add(key)
        self.dirty[key] = {"mtime_ns": st.st_mtime_ns, "size": st.st_size, "sha256": sha, "outcome": record}

    def save(self) -> None:
        if not self.dirty or self.key is None:
            return
        try:
            _make_folder(self.directory)
            version_folder = self.path.parent
            version_folder.mkdir(exist_ok=True)
            if not _is_real_folder(version_folder):
                return
            merged = {**self.entries, **self._read(), **self.dirty}
            merged = {k: v for k, v in merged.items() if k in self.seen or os.path.exists(k)}
            _write_atomic(self.path, _encode(merged, self.key, self.fingerprint))
            _prune(self.directory, self.path)
        except (OSError, CacheFolderError, ValueError):
            pass  # a cache that cannot be written only costs speed


# --- the file format --------------------------------------------------------------------------

def _mac(key: bytes, fingerprint: str, body: bytes) -> str:
    message = f"{FORMAT}\n{SCHEMA}\n{__version__}\n{fingerprint}\n".encode() + body
    return hmac.new(key, message, hashlib.sha256).hexdigest()


def _encode(entries: dict, key: bytes, fingerprint: str) -> bytes:
    """One JSON object; the entries come last so that the MAC covers their exact bytes."""
    body = json.dumps(entries, separators=(",", ":")).encode("ascii")
    header = {"format": FORMAT, "schema": SCHEMA, "jaxlint": __version__, "fingerprint": fingerprint,
              "mac": _mac(key, fingerprint, body)}
    return json.dumps(header, separators=(",", ":")).encode("ascii")[:-1] + _ENTRIES + body + b"}\n"


def _decode(data: bytes, key: bytes, fingerprint: str) -> dict:
    """The entries of a file this user's jaxlint wrote for this version and fingerprint; {} for
    anything else."""
    cut = data.find(_ENTRIES, 0, 1024)
    if cut < 0 or not data.endswith(b"}\n"):
        return {}
    try:
        header = json.loads(data[:cut] + b"}")
    except ValueError:
        return {}
    expected = {"format": FORMAT, "schema": SCHEMA, "jaxlint": __version__, "fingerprint": fingerprint}
    if not isinstance(header, dict) or set(header) != {*expected, "mac"} or not isinstance(header["mac"], str) \
            or any(type(header[k]) is not type(v) or header[k] != v for k, v in expected.items()):
        return {}
    body = data[cut + len(_ENTRIES):-2]
    if not hmac.compare_digest(header["mac"], _mac(key, fingerprint, body)):
        return {}
    try:
        entries = json.loads(body)
    except (ValueError, RecursionError):
        return {}
    return entries if isinstance(entries, dict) else {}


def _read_regular(path: Path, limit: int, accept=lambda st: True) -> bytes | None:
    """The bytes of a regular file no larger than `limit` (whose stat `accept`s); None for
    anything else (a link, a FIFO or device that would block, a folder)."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > limit or not accept(st):
            return None
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
        return None
    except OSError:
        return None
    finally:
        os.close(fd)


def _write_atomic(path: Path, data: bytes, mode: int = 0o600) -> None:
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=".cache-", suffix=".tmp", dir=path.parent)
    try:
        try:
            if mode != 0o600 and hasattr(os, "fchmod"):  # mkstemp's 0600 is right for the cache itself
                os.fchmod(fd, mode)
            _write_all(fd, data)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


# --- the per-user key -------------------------------------------------------------------------

_KEYS: dict[str, bytes | None] = {}


def user_key() -> bytes | None:
    """This user's secret for authenticating cache files, made on first use; None (no cache)
    where there is no private place to keep it."""
    folder = _user_cache_home()
    if folder is None:
        return None
    path = folder / "jaxlint" / "cache-key"
    if str(path) not in _KEYS:
        key = _read_key(path)
        if key is None:
            try:
                path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                _create_key(path)
            except OSError:
                pass
            key = _read_key(path)
        _KEYS[str(path)] = key
    return _KEYS[str(path)]


def _user_cache_home() -> Path | None:
    configured = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(configured):
        return Path(configured)
    try:
        return Path.home() / ".cache"
    except RuntimeError:  # no home folder
        return None


def _create_key(path: Path) -> None:
    """Atomically: write a new key aside, then link it into place unless another run won."""
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=".key-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(os.urandom(KEY_BYTES))
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
    finally:
        os.unlink(tmp)


def _read_key(path: Path) -> bytes | None:
    """The key, if it is a private regular file of this user (no one else may read or replace it)."""
    geteuid = getattr(os, "geteuid", None)

    def private(st: os.stat_result) -> bool:
        return geteuid is None or (st.st_uid == geteuid() and not st.st_mode & 0o077)

    key = _read_regular(path, KEY_BYTES, private)
    return key if key is not None and len(key) == KEY_BYTES else None


# --- the folder: marked, jaxlint's own, pruned --------------------------------------------------

def inside(path: Path, project: Path) -> bool:
    """Whether `path` (links resolved) lies strictly below `project`."""
    real, root = Path(os.path.realpath(path)), Path(os.path.realpath(project))
    return root in real.parents


def is_jaxlint_folder(directory: Path) -> bool:
    """Whether the folder holds jaxlint's own CACHEDIR.TAG (a regular file, not a link)."""
    data = _read_regular(directory / TAG_NAME, 4096)
    return data is not None and data.startswith(CACHEDIR_TAG.encode().split(b"\n# For")[0])


def _is_unmarked_jaxlint_folder(directory: Path) -> bool:
    """The layout jaxlint wrote before it marked its folders: its own `.gitignore` and version
    folders of cache files, nothing else (a project root never looks like this)."""
    found_gitignore = False
    try:
        with os.scandir(directory) as listing:
            for n, entry in enumerate(listing):
                if n > 256:
                    return False
                if entry.name == ".gitignore":
                    found_gitignore = _read_regular(Path(entry.path), 4096) == GITIGNORE.encode()
                    if not found_gitignore:
                        return False
                elif not (entry.is_dir(follow_symlinks=False) and _is_version_folder(entry.name)
                          and _holds_only_cache_files(Path(entry.path))):
                    return False
    except OSError:
        return False
    return found_gitignore


def _is_version_folder(name: str) -> bool:  # compiled on first use: a warm run that saves nothing never needs it
    return re.fullmatch(_VERSION_FOLDER_NAME, name) is not None


def _is_cache_file(name: str) -> bool:
    return re.fullmatch(_CACHE_FILE_NAME, name) is not None


def _holds_only_cache_files(folder: Path) -> bool:
    with os.scandir(folder) as listing:
        return all(_is_cache_file(entry.name) and not entry.is_dir(follow_symlinks=False) for entry in listing)


def _is_empty(directory: Path) -> bool:
    """Empty, or holding only the temporary file of another run that is marking it right now."""
    try:
        with os.scandir(directory) as listing:
            return all(re.fullmatch(_TEMPORARY_FILE_NAME, entry.name) for entry in listing)
    except OSError:
        return False


def _is_real_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def _make_folder(directory: Path) -> None:
    """Create and mark the cache folder; the tag and the `.gitignore` go inside it, atomically."""
    directory.mkdir(parents=True, exist_ok=True)
    if not is_jaxlint_folder(directory):
        if not (_is_empty(directory) or _is_unmarked_jaxlint_folder(directory)):
            raise CacheFolderError(f"{directory}: not a jaxlint cache folder")
        _write_atomic(directory / TAG_NAME, CACHEDIR_TAG.encode(), mode=0o644)
    if _read_regular(directory / ".gitignore", 4096) != GITIGNORE.encode():
        _write_atomic(directory / ".gitignore", GITIGNORE.encode(), mode=0o644)


def _mark_used(path: Path) -> None:
    """Keep a fingerprint file that warm runs read (without saving) from looking unused."""
    try:
        if os.stat(path).st_mtime < time.time() - 86400:
            os.utime(path)
    except OSError:
        pass


def _prune(directory: Path, current: Path) -> None:
    """Other versions' caches; here, fingerprints unused for UNUSED_DAYS, stale temporary files
    and pickles of older builds (never read)."""
    now = time.time()
    with os.scandir(directory) as listing:
        others = [Path(e.path) for e in listing if e.is_dir(follow_symlinks=False) and _is_version_folder(e.name)
                  and e.name != __version__]
    for folder in others:
        _remove_cache_files(folder)
    with os.scandir(current.parent) as listing:
        for entry in listing:
            if entry.name == current.name or not _is_cache_file(entry.name) or entry.is_dir(follow_symlinks=False):
                continue
            age = now - entry.stat(follow_symlinks=False).st_mtime
            if entry.name.endswith(".pickle") or age > (3600 if entry.name.startswith(".") else UNUSED_DAYS * 86400):
                _unlink(entry.path)


def _remove_cache_files(folder: Path) -> int:
    """Remove the cache files in a version folder, and the folder once empty; how many entries
    jaxlint did not write were kept."""
    kept = 0
    with os.scandir(folder) as listing:
        entries = list(listing)
    for entry in entries:
        if _is_cache_file(entry.name) and not entry.is_dir(follow_symlinks=False):
            _unlink(entry.path)
        else:
            kept += 1
    if not kept:
        try:
            os.rmdir(folder)
        except OSError:
            pass
    return kept


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


# --- jaxlint clean ------------------------------------------------------------------------------

def clean(directory: Path, project: Path, contained: bool) -> str:
    """Remove jaxlint's files from its cache folder `directory`, and the folder once empty; the
    line to print. CacheFolderError (and nothing removed) for a link, the project root or a
    parent of it, the current folder or a parent of it, the home folder, a folder jaxlint did
    not mark, and, when `contained` (a folder from the config), anything outside `project`."""
    if not os.path.lexists(directory):
        return f"No cache at {directory}"
    if os.path.islink(directory):
        raise CacheFolderError(f"{directory}: is a symbolic link; refusing to remove it (name the folder itself)")
    real = Path(os.path.realpath(directory))
    guarded = _guarded_folders(project)
    if real in guarded:
        raise CacheFolderError(f"{directory}: refusing to remove {guarded[real]}")
    if contained and not inside(real, project):
        raise CacheFolderError(f"{directory}: refusing to remove a folder outside the project ({project})")
    if not real.is_dir():
        raise CacheFolderError(f"{directory}: not a folder; nothing removed")
    if not (is_jaxlint_folder(real) or _is_unmarked_jaxlint_folder(real)):
        raise CacheFolderError(f"{directory}: not a jaxlint cache folder (no CACHEDIR.TAG from jaxlint); "
                               f"nothing removed")
    kept = 0
    with os.scandir(real) as listing:
        entries = list(listing)
    for entry in entries:
        if entry.name in (TAG_NAME, ".gitignore") and not entry.is_dir(follow_symlinks=False):
            continue  # the markers go last, with the folder
        if entry.is_dir(follow_symlinks=False) and _is_version_folder(entry.name):
            kept += _remove_cache_files(Path(entry.path))
        else:
            kept += 1
    if kept:  # the folder stays marked (and ignored by git) around what it still holds
        return f"Removed jaxlint's files from {directory} (kept {kept} file{'s' if kept != 1 else ''} jaxlint did not write)"
    _unlink(str(real / TAG_NAME))
    if _read_regular(real / ".gitignore", 4096) == GITIGNORE.encode():
        _unlink(str(real / ".gitignore"))
    try:
        os.rmdir(real)
    except OSError as exc:
        raise CacheFolderError(f"{directory}: cannot remove: {exc.strerror}") from None
    return f"Removed {directory}"


def _guarded_folders(project: Path) -> dict[Path, str]:
    """Folders `clean` never removes, links resolved."""
    guarded: dict[Path, str] = {Path("/"): "the root folder"}
    for base, name in ((Path.cwd(), "the current folder"), (project, "the project root")):
        real = Path(os.path.realpath(base))
        for parent in real.parents:
            guarded.setdefault(parent, f"a parent of {name}")
        guarded[real] = name
    try:
        home = Path(os.path.realpath(Path.home()))
        for parent in home.parents:
            guarded.setdefault(parent, "a parent of the home folder")
        guarded[home] = "the home folder"
    except RuntimeError:
        pass
    return guarded
