"""Where a report goes, and how it is encoded so that writing it never fails.

`-o PATH` is opened when the run starts, before any fix is written, so a path that cannot be
written fails the run at once and fixes nothing. A repository cannot redirect the report: a
path inside the working directory or the project whose real location (after symlinks, in the
last component or in a folder) lies outside it is refused. The report lands in the real file,
opened with O_NOFOLLOW, without O_TRUNC: an existing file keeps its content until the report is
ready, and is then truncated and written in one go (in place, so hard links, owner and mode of
an existing report survive, and `-o /dev/stdout` works). A file the run created and never wrote
is removed again.

Machine-readable formats are UTF-8 (what JSON, SARIF and the JUnit header promise) wherever they
go; text formats on stdout use its encoding. Anything an encoding cannot carry becomes a
backslash escape instead of an error.
"""

from __future__ import annotations

import os
import stat
import sys

from jaxlint.report.escape import visible

UTF8_FORMATS = frozenset({"json", "sarif", "gitlab", "junit"})
_ERRORS = "backslashreplace"  # never raises; in JSON strings it yields a valid `\uXXXX` escape


class OutputError(Exception):
    """The report file cannot be used; the message is one line."""


def write_text(text: str, stream=None, encoding: str | None = None) -> None:
    """`text` on a text stream (stdout by default), encoded so that it cannot raise."""
    stream = stream or sys.stdout
    encoding = encoding or getattr(stream, "encoding", None) or "utf-8"
    data = text.encode(encoding, _ERRORS)
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a text-only stream (a StringIO): hand it text it can always take
        stream.write(data.decode(encoding))
        return
    stream.flush()
    buffer.write(data)
    buffer.flush()


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def check_destination(path: str, roots: list[str]) -> str:
    """The real path to write `path` to; OutputError when `path` sits in one of `roots` (the
    working directory, the project) but its real location, after symlinks, is outside it."""
    lexical, real = os.path.abspath(path), os.path.realpath(path)
    for root in roots:
        if _inside(lexical, os.path.abspath(root)) and not _inside(real, os.path.realpath(root)):
            raise OutputError(f"{visible(path)}: refusing to write the report through a symlink that leads "
                              f"outside {visible(root)} (to {visible(real)})")
    return real


def _open_for_report(target: str, flags: int) -> tuple[int, bool]:
    """(fd, created): created first, so that the run knows whether the file is its own."""
    try:
        return os.open(target, flags | os.O_EXCL, 0o666), True
    except FileExistsError:
        return os.open(target, flags, 0o666), False


class ReportOutput:
    """stdout, or the `-o` file held open from the start of the run."""

    def __init__(self, shown: str = "-", target: str | None = None, fd: int | None = None,
                 created: bool = False) -> None:
        self.shown, self.target, self.fd, self.created = shown, target, fd, created  # shown: for messages
        self.written = False

    @classmethod
    def open(cls, path: str | None, roots: list[str]) -> ReportOutput:
        if path is None:
            return cls()
        real = check_destination(path, roots)
        contained = any(_inside(os.path.abspath(path), os.path.abspath(root)) for root in roots)
        target = real if contained else path  # the user's own choice outside the project: as given
        flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        if contained:  # never through a link swapped in since the check; a planted FIFO must not block
            flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        try:
            fd, created = _open_for_report(target, flags)
        except OSError as exc:
            raise OutputError(f"{visible(path)}: cannot write: {exc.strerror or exc}") from None
        output = cls(visible(path), target, fd, created)
        if contained:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                output.close()
                raise OutputError(f"{output.shown}: cannot write: not a regular file")
            if getattr(os, "O_NONBLOCK", 0):
                os.set_blocking(fd, True)
        return output

    def write(self, report: str, fmt: str) -> None:
        if self.fd is None:
            write_text(report, encoding="utf-8" if fmt in UTF8_FORMATS else None)
            return
        data = report.encode("utf-8", _ERRORS)
        try:
            if stat.S_ISREG(os.fstat(self.fd).st_mode):  # only now: the old report stayed until this one was ready
                os.ftruncate(self.fd, 0)
                os.lseek(self.fd, 0, os.SEEK_SET)
            view = memoryview(data)
            while view:
                view = view[os.write(self.fd, view):]
        except OSError as exc:
            raise OutputError(f"{self.shown}: cannot write: {exc.strerror or exc}") from None
        self.written = True

    def close(self) -> None:
        """Close the file; remove it when this run created it and wrote no report into it."""
        if self.fd is None:
            return
        os.close(self.fd)
        self.fd = None
        if self.created and not self.written:
            try:
                os.unlink(self.target)
            except OSError:
                pass
