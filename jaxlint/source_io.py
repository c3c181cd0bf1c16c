"""Read source files the way Python does (BOM, coding cookie) and write them back atomically,
keeping encoding, BOM, line endings and permissions."""

from __future__ import annotations

import io
import os
import stat
import tempfile
import tokenize
from dataclasses import dataclass
from pathlib import Path


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
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SourceError(f"{path}: cannot read: {exc.strerror or exc}") from None
    text, encoding = decode_source(raw, str(path))
    return SourceFile(path=path, text=text, encoding=encoding, raw=raw)


def encode_source(text: str, encoding: str) -> bytes:
    if encoding == "utf-8-sig":
        return "\ufeff".encode("utf-8") + text.encode("utf-8")
    return text.encode(encoding)


def write_atomic(path: Path, data: bytes, expected_original: bytes | None = None) -> None:
    """Write via a temporary file in the same folder and rename over the original, keeping its
    permission bits; a symlink stays a symlink (its target is rewritten). With
    `expected_original`, refuse when the file changed meanwhile, unless it already holds `data`
    (another run wrote the same fix); the check is made just before the rename."""
    target = Path(os.path.realpath(path))
    mode = stat.S_IMODE(os.stat(target).st_mode)
    fd, tmp = tempfile.mkstemp(prefix=".jaxlint-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        if expected_original is not None:
            current = target.read_bytes()
            if current == data:
                os.unlink(tmp)
                return
            if current != expected_original:
                raise SourceError(f"{path}: changed on disk while jaxlint was fixing it; not written")
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
