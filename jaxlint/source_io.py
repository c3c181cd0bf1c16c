"""Read source files the way Python does (BOM, coding cookie), regular files only, and write
them back atomically, keeping encoding, BOM, line endings, owner, permissions and hard links."""

from __future__ import annotations

import errno
import functools
import io
import os
import stat
import sys
import tempfile
import tokenize
from dataclasses import dataclass
from pathlib import Path

from jaxlint.containment import in_system_folder, system_devices


class SourceError(Exception):
    """A file that cannot be read as Python text; the message is one line."""


@dataclass
class SourceFile:
    path: Path
    text: str
    encoding: str  # as detected; 'utf-8-sig' when the file starts with a BOM
    raw: bytes


def decode_source(raw: bytes, name: str = "<stdin>") -> tuple[str, str]:
    if b"\x00" in raw:
        raise SourceError(f"{name}: contains NUL bytes (not a Python source file)")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
    except SyntaxError as exc:
        raise SourceError(f"{name}: {exc.msg if hasattr(exc, 'msg') else exc}") from None
    try:
        text = raw.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        raise SourceError(f"{name}: cannot decode as {encoding}: {exc.reason if hasattr(exc, 'reason') else exc}") from None
    if encoding == "utf-8-sig" and text.startswith("\ufeff"):
        text = text[1:]
    return text, encoding


def read_source(path: Path) -> SourceFile:
    raw = read_regular(path)
    text, encoding = decode_source(raw, str(path))
    return SourceFile(path=path, text=text, encoding=encoding, raw=raw)


_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file. Anything else is refused with a one-line SourceError, never
    opened in a way that blocks: a FIFO (open waits for a writer), a device (/dev/zero never
    ends), procfs and sysfs files (they claim to be regular, of size 0, and generate the
    environment or memory maps on read). The checks repeat on the open descriptor, so a file
    swapped for something else after discovery is still refused."""
    try:
        if in_system_folder(os.path.realpath(path)) or not stat.S_ISREG(os.stat(path).st_mode):
            raise SourceError(f"{path}: cannot read: not a regular file")
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise SourceError(f"{path}: cannot read: {exc.strerror or exc}") from None
    with open(fd, "rb") as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_dev in system_devices():
            raise SourceError(f"{path}: cannot read: not a regular file")
        if limit is not None and info.st_size > limit:
            raise SourceError(f"{path}: cannot read: larger than {limit} bytes")
        try:
            return handle.read() if limit is None else handle.read(limit)
        except OSError as exc:
            raise SourceError(f"{path}: cannot read: {exc.strerror or exc}") from None


def encode_source(text: str, encoding: str) -> bytes:
    if encoding == "utf-8-sig":
        return "\ufeff".encode("utf-8") + text.encode("utf-8")
    return text.encode(encoding)


def write_atomic(path: Path, data: bytes, expected_original: bytes | None = None) -> None:
    """Replace the contents of `path` (a symlink's target; the link stays) with `data`.

    With `expected_original`, refuse (SourceError) when the file no longer holds it, unless it
    already holds `data` (another run wrote the same fix). A file whose owner has no write bit
    is refused (PermissionError), for root too: read-only means read-only.

    The choice, per file:
    - Normally a temporary file in the same folder is written, given the original's owner,
      group and mode (fchown, fchmod), and swapped in: atomic, so a reader or a crash sees the
      old text or the new, never half of each. On Linux the swap is renameat2(RENAME_EXCHANGE),
      which makes the last check and the rename one step: what was swapped out is compared with
      `expected_original` and, when an edit was saved meanwhile, swapped back. Elsewhere the
      file is compared again just before os.replace.
    - A file with more than one hard link, or whose owner, group or mode the replacement could
      not be given (an unprivileged user fixing a group-writable file of another user), or in a
      folder that does not let us create the temporary file, is rewritten in place instead after
      the same check, so that every name sees the fix and the
      file is never handed to another owner. This is not atomic: space is reserved first, so a
      full disk fails before the first byte changes, but a crash mid-write can leave the file
      partly written."""
    target = os.path.realpath(path)
    original = os.stat(target)
    if not stat.S_ISREG(original.st_mode) or in_system_folder(target):
        raise SourceError(f"{path}: cannot write: not a regular file")
    if not _writable(target, original):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))
    if original.st_nlink > 1:
        _rewrite_in_place(path, target, data, expected_original)
        return
    try:
        fd, tmp = tempfile.mkstemp(prefix=".jaxlint-", suffix=".tmp", dir=os.path.dirname(target))
    except PermissionError:  # a writable file in a folder we may not add to
        _rewrite_in_place(path, target, data, expected_original)
        return
    keep = False
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            kept = _copy_owner_and_mode(handle.fileno(), tmp, original)
            os.fsync(handle.fileno())
        if not kept:
            os.unlink(tmp)
            _rewrite_in_place(path, target, data, expected_original)
            return
        _swap_in(path, target, tmp, data, expected_original)
    except _EditKept:
        keep = True
        raise
    finally:
        if not keep and os.path.lexists(tmp):  # unused, or the original after a swap
            os.unlink(tmp)


class _EditKept(SourceError):
    """An edit saved during the swap could not be put back: it stays in the temporary file."""


def _changed(path) -> SourceError:
    return SourceError(f"{path}: changed on disk while jaxlint was fixing it; not written")


def _writable(target: str, original: os.stat_result) -> bool:
    """The owner's write bit (root's os.access says yes to everything), and, for anyone else,
    whether they may write the file itself: renaming over it needs only the folder."""
    if not original.st_mode & stat.S_IWUSR:
        return False
    return not hasattr(os, "geteuid") or os.geteuid() == 0 or os.access(target, os.W_OK)


def _copy_owner_and_mode(fd: int, tmp: str, original: os.stat_result) -> bool:
    """Give the temporary file the original's owner, group and mode; False when the OS does not
    allow it (then the caller rewrites in place rather than change the file's owner)."""
    mode = stat.S_IMODE(original.st_mode)
    if not hasattr(os, "fchown"):  # Windows: no owners to keep
        os.chmod(tmp, mode)
        return True
    now = os.fstat(fd)
    if (now.st_uid, now.st_gid) != (original.st_uid, original.st_gid):
        try:
            os.fchown(fd, original.st_uid, original.st_gid)
        except OSError:
            return False
    os.fchmod(fd, mode)  # after chown, which clears setuid and setgid
    now = os.fstat(fd)  # the kernel drops setgid silently for a group the user is not in
    return (now.st_uid, now.st_gid, stat.S_IMODE(now.st_mode)) == (original.st_uid, original.st_gid, mode)


def _swap_in(path, target: str, tmp: str, data: bytes, expected: bytes | None) -> None:
    """Put the written temporary file in the target's place, unless the target changed."""
    if expected is None:
        os.replace(tmp, target)
        return
    current = read_regular(Path(target))
    if current == data:
        return
    if current != expected:
        raise _changed(path)
    _before_swap(target)
    if _exchange(tmp, target):
        if read_regular(Path(tmp)) in (expected, data):  # what the swap took out
            return
        try:  # an edit saved meanwhile: put it back
            if not _exchange(tmp, target):
                os.replace(tmp, target)
        except OSError:
            raise _EditKept(f"{path}: changed on disk while jaxlint was fixing it; the edit is in {tmp}") from None
        raise _changed(path)
    current = read_regular(Path(target))  # no atomic exchange here: compare once more, then replace
    if current == data:
        return
    if current != expected:
        raise _changed(path)
    os.replace(tmp, target)


def _before_swap(target: str) -> None:
    """The window between the last comparison and the swap (a no-op; tests save edits here)."""


def _rewrite_in_place(path, target: str, data: bytes, expected: bytes | None) -> None:
    """Open, compare, write and truncate the file itself: its inode, so its hard links, owner
    and mode stay. Space for a longer text is reserved first (a full disk fails untouched)."""
    flags = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(target, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SourceError(f"{path}: cannot write: not a regular file")
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        current = b"".join(chunks)
        if expected is not None and current != expected:
            if current == data:
                return
            raise _changed(path)
        if len(data) > len(current) and hasattr(os, "posix_fallocate"):
            try:
                os.posix_fallocate(fd, len(current), len(data) - len(current))
            except OSError as exc:
                if exc.errno not in (errno.EINVAL, errno.EOPNOTSUPP, errno.ENOSYS):
                    raise
        os.lseek(fd, 0, os.SEEK_SET)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.ftruncate(fd, len(data))
        os.fsync(fd)
    finally:
        os.close(fd)


_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


@functools.lru_cache(maxsize=1)
def _renameat2():
    """glibc's renameat2, or None (not Linux, not glibc 2.28+)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        function = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return None
    function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    function.restype = ctypes.c_int
    return function


def _exchange_available() -> bool:
    return _renameat2() is not None


def _exchange(a: str, b: str) -> bool:
    """Swap two paths atomically; False when this system or filesystem cannot."""
    function = _renameat2()
    if function is None:
        return False
    import ctypes

    if function(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), b)
