"""Jupyter notebooks as data: read an .ipynb's JSON, join its code cells into one module, map
positions back to cells, and write fixed cell sources back.

A notebook is never executed, imported or unpickled: it is JSON text, read with the `json`
module's scanner. Only nbformat 4 is read, and only Python notebooks (`metadata.language_info`,
else `metadata.kernelspec`, says so or says nothing). Ruff's conventions hold:
* the linted code cells are the code cells in file order, without those holding a cell magic
  (`%%time`, `%%bash`: the whole cell is another language or a wrapper) or a lone automagic
  (`pip install x`), and without cells that VS Code marks as another language;
* a cell is numbered by its place among all cells, 1-based (markdown cells count);
* rows are 1-based within the cell.
The joined module ends every cell with a newline and a boundary comment (`# <nonce> end of
cell`), and replaces every IPython line (`%magic`, `!shell`, `x = !cmd`, `obj?`) with a `pass`
placeholder of the same indentation, so rows stay rows. Fixes may not touch a boundary or a
placeholder (`drop_cross_cell_fixes`): after fixing, the boundaries give each cell its text
back and the placeholders their IPython lines (`JoinedCells.split`).

Writing rewrites only the `source` values of the cells that changed, in the file's own layout
(indentation, list or string, ASCII escapes); every other byte of the file stays as it was:
outputs, execution counts, metadata, ids, attachments, key order, the trailing newline.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from json.decoder import scanstring

from jaxlint.diagnostics import Diagnostic, Edit, Fix, Location

NOTEBOOK_SUFFIX = ".ipynb"
MAX_NOTEBOOK_BYTES = 256 << 20  # outputs (images) make notebooks large; the code inside is capped by max-file-size
FILE_LEVEL_CODES = ("JAX001", "JAX999")  # about the whole notebook: no cell

_WS = re.compile(r"[ \t\n\r]*")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")  # a line with its ending (Python's line breaks only)
_DECODER = json.JSONDecoder()
# IPython's own patterns (inputtransformer2): `obj?`, `obj.attr??`, `%magic?`; `x = !cmd`, `x = %magic`
_HELP = re.compile(r"%{0,2}(?!\d)[\w*]+(?:\.(?!\d)[\w*]+|\[-?\d+\])*\?{1,2}")
_ASSIGN_ESCAPE = re.compile(r"[A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*\s*=\s*[!%]")
# Line magics IPython runs without the `%` (automagic) when a cell is that one line (Ruff's list).
AUTOMAGICS = frozenset("""
alias alias_magic autoawait autocall automagic bookmark cd code_wrap colors conda config debug dhist dirs
doctest_mode edit env gui history killbgscripts load load_ext loadpy logoff logon logstart logstate logstop
lsmagic macro magic mamba matplotlib micromamba notebook page pastebin pdb pdef pdoc pfile pinfo pinfo2 pip
popd pprint precision prun psearch psource pushd pwd pycat pylab quickref recall rehashx reload_ext rerun
reset reset_selective run save sc set_env sx system tb time timeit unalias unload_ext who who_ls whos xdel
xmode""".split())


class NotebookError(ValueError):
    """A file that cannot be read as an nbformat 4 notebook; the message is one line."""


def is_notebook(name: object) -> bool:
    return str(name).endswith(NOTEBOOK_SUFFIX)


# --- reading ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CodeCell:
    number: int  # 1-based place among all the notebook's cells
    source: str  # the cell's text, its list of lines joined
    as_list: bool  # `source` is stored as a list of lines (nbformat writes lists)
    span: tuple[int, int] = (0, 0)  # where the `source` value lies in the JSON text


@dataclass
class Notebook:
    text: str  # the JSON text (without a BOM)
    bom: bool
    python: bool  # a Python notebook (else nothing in it is linted)
    cells: list[CodeCell]  # the code cells to lint, in order
    cell_count: int = 0  # all cells, markdown and raw included
    indent: str = " "  # one level of the file's indentation

    def encode(self, text: str) -> bytes:
        return ("\ufeff" if self.bom else "").encode() + text.encode("utf-8")

    @functools.cached_property
    def cell_lines(self) -> dict[int, list[str]]:
        """Each code cell's lines, by cell number (for code frames)."""
        return {cell.number: re.split(r"\r\n|\r|\n", cell.source) for cell in self.cells}

    def json_line(self, number: int, row: int) -> int | None:
        """The line of the .ipynb file that holds row `row` of cell `number` (what CI annotations
        point at): the row's string in a list source, the whole string otherwise."""
        cell = next((c for c in self.cells if c.number == number), None)
        if cell is None:
            return None
        offset = cell.span[0]
        if cell.as_list:
            starts = _item_starts(self.text, cell.span[0])
            if starts:
                offset = starts[min(max(row, 1), len(starts)) - 1]
        return self.text.count("\n", 0, offset) + 1


def read_notebook(raw: bytes) -> Notebook:
    """Parse an .ipynb's bytes (NotebookError for anything that is not an nbformat 4 notebook)."""
    if len(raw) > MAX_NOTEBOOK_BYTES:
        raise NotebookError(f"larger than {MAX_NOTEBOOK_BYTES >> 20} MiB")
    bom = raw.startswith(b"\xef\xbb\xbf")
    try:
        text = raw[3 if bom else 0:].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise NotebookError(f"not UTF-8 (byte {exc.start})") from None
    try:
        data, cells = _parse(text)
    except NotebookError:
        raise
    except json.JSONDecodeError as exc:
        raise NotebookError(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise NotebookError("not valid JSON: nested too deeply") from None
    except ValueError as exc:  # a number longer than int() takes
        raise NotebookError(f"not valid JSON: {str(exc).splitlines()[0]}") from None
    nbformat = data.get("nbformat")
    if type(nbformat) is not int or nbformat != 4:
        found = "none" if nbformat is None else json.dumps(nbformat)[:20]
        raise NotebookError(f"expected nbformat 4, found {found}")
    metadata = data.get("metadata", {})
    if not isinstance(metadata, dict):
        raise NotebookError("'metadata' is not an object")
    if not isinstance(data.get("cells"), list):
        raise NotebookError("'cells' is not a list")
    code = [cell for cell in (_code_cell(number, value, spans) for number, (value, spans) in
                              enumerate(cells, start=1)) if cell is not None]
    return Notebook(text, bom, _is_python(metadata), code, len(cells), _indent_unit(text))


def _parse(text: str) -> tuple[dict, list[tuple[object, dict]]]:
    """The notebook object, and each cell with the spans of its members' values (json's own
    scanner reads every value; this walk only finds where the cells' members lie)."""
    i = _skip(text, 0)
    if not text.startswith("{", i):
        _DECODER.raw_decode(text, i)  # JSONDecodeError when it is not JSON at all
        raise NotebookError("not a notebook: its JSON is not an object")
    cells: list[tuple[object, dict]] = []

    def top(key: str, start: int) -> tuple[object, int]:
        if key == "cells" and text.startswith("[", start):
            cells.clear()  # a repeated key: the last one counts, as in json.loads
            return _cells(text, start, cells)
        return _DECODER.raw_decode(text, start)

    data, end = _object(text, i, top)
    if _skip(text, end) != len(text):
        raise json.JSONDecodeError("Extra data", text, _skip(text, end))
    return data, cells


def _skip(text: str, i: int) -> int:
    return _WS.match(text, i).end()


def _object(text: str, i: int, value) -> tuple[dict, int]:
    """The object at text[i] == '{', each member's value read by `value(key, start)`."""
    out: dict = {}
    i = _skip(text, i + 1)
    if text.startswith("}", i):
        return out, i + 1
    while True:
        if not text.startswith('"', i):
            raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, i)
        key, i = scanstring(text, i + 1, True)
        i = _skip(text, i)
        if not text.startswith(":", i):
            raise json.JSONDecodeError("Expecting ':' delimiter", text, i)
        out[key], i = value(key, _skip(text, i + 1))
        i, closed = _next_member(text, i, "}")
        if closed:
            return out, i


def _next_member(text: str, i: int, close: str) -> tuple[int, bool]:
    """After a member or item: (where the next one starts, False), or (just past the closing
    bracket `close`, True)."""
    i = _skip(text, i)
    if text.startswith(",", i):
        return _skip(text, i + 1), False
    if text.startswith(close, i):
        return i + 1, True
    raise json.JSONDecodeError("Expecting ',' delimiter", text, i)


def _cells(text: str, i: int, cells: list) -> tuple[list, int]:
    """The `cells` array at text[i] == '['; appends (cell, {key: (start, end)}) to `cells`."""
    out: list = []
    i = _skip(text, i + 1)
    if text.startswith("]", i):
        return out, i + 1
    while True:
        spans: dict[str, tuple[int, int]] = {}
        if text.startswith("{", i):
            def member(key: str, start: int) -> tuple[object, int]:
                obj, end = _DECODER.raw_decode(text, start)
                spans[key] = (start, end)
                return obj, end

            cell, i = _object(text, i, member)
        else:
            cell, i = _DECODER.raw_decode(text, i)
        out.append(cell)
        cells.append((cell, spans))
        i, closed = _next_member(text, i, "]")
        if closed:
            return out, i


def _item_starts(text: str, i: int) -> list[int]:
    """Where each string of the list at text[i] == '[' starts."""
    starts = []
    i = _skip(text, i + 1)
    while text.startswith('"', i):
        starts.append(i)
        _, i = scanstring(text, i + 1, True)
        i = _skip(text, i)
        if not text.startswith(",", i):
            break
        i = _skip(text, i + 1)
    return starts


def _is_python(metadata: dict) -> bool:
    """Ruff's test (language_info.name), with the kernelspec's language when that is absent."""
    for section, key in (("language_info", "name"), ("kernelspec", "language")):
        info = metadata.get(section)
        if isinstance(info, dict) and isinstance(info.get(key), str):
            return info[key].lower() == "python"
    return True


def _code_cell(number: int, cell: object, spans: dict) -> CodeCell | None:
    if not isinstance(cell, dict):
        raise NotebookError(f"cell {number} is not an object")
    if cell.get("cell_type") != "code":
        return None
    source = cell.get("source")
    if isinstance(source, list) and all(isinstance(line, str) for line in source):
        text, as_list = "".join(source), True
    elif isinstance(source, str):
        text, as_list = source, False
    else:
        raise NotebookError(f"cell {number}: 'source' is not a string or a list of strings")
    metadata = cell.get("metadata")
    vscode = metadata.get("vscode") if isinstance(metadata, dict) else None
    language = vscode.get("languageId") if isinstance(vscode, dict) else None
    if isinstance(language, str) and language != "python":
        return None
    return CodeCell(number, text, as_list, spans.get("source", (0, 0)))


def _indent_unit(text: str) -> str:
    """The indentation of the first member of the top-level object (nbformat writes one space)."""
    match = re.match(r"\s*\{\r?\n([ \t]+)\"", text)
    return match.group(1) if match else " "


def _key_indent(text: str, value_start: int) -> str:
    line_start = max(text.rfind("\n", 0, value_start), text.rfind("\r", 0, value_start)) + 1
    match = re.match(r"[ \t]*", text[line_start:value_start])
    return match.group(0) if match else ""


# --- IPython syntax -------------------------------------------------------------------------------

def _lines(text: str) -> list[str]:
    """Lines with their endings; a text that ends in a newline has no empty last line."""
    return _LINE.findall(text)


def skipped_cell(source: str) -> bool:
    """A cell Ruff skips: it holds a cell magic, or is one line of automagic (`pip install x`).
    Also a cell whose first line is indented: IPython strips that indent from every line before
    running it (its `leading_indent` transform), so the cell runs although it is not Python."""
    lines = _lines(source)
    if any(line.lstrip().startswith("%%") for line in lines):
        return True
    if lines and re.match(r"[ \t]+\S", lines[0]):
        return True
    code = [line for line in lines if line.strip()]
    if len(code) != 1 or code[0].split(None, 1)[0] not in AUTOMAGICS:
        return False
    try:  # parsing, never running: is the line plain Python (`run = 3`, `time.sleep(1)`)?
        ast.parse(code[0].strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return True
    return False


def ipython_lines(lines: list[str]) -> list[int]:
    """Indices of the lines IPython itself would transform: those that start a logical line
    with `%`, `!` or `?`, assign from `!`/`%`, or end in a help `?`. Lines inside strings or
    brackets, and continuation lines, are Python (`% b` in a bracket is a modulo)."""
    found: list[int] = []
    scanner = _LineScanner()
    escaped_continues = False
    for index, line in enumerate(lines):
        if escaped_continues:  # `%time x = \` continues onto this line
            found.append(index)
            escaped_continues = line.rstrip("\r\n").endswith("\\")
            continue
        if scanner.at_statement_start() and _is_ipython(line):
            found.append(index)
            escaped_continues = line.rstrip("\r\n").endswith("\\")
            continue
        scanner.feed(line)
    return found


def _is_ipython(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and (stripped[0] in "%!?" or _HELP.fullmatch(stripped) is not None
                               or _ASSIGN_ESCAPE.match(stripped) is not None)


class _LineScanner:
    """Enough of Python's tokenizer to tell where a logical line starts: open brackets, open
    (triple-quoted or backslash-continued) strings, and backslash continuations."""

    def __init__(self) -> None:
        self.quote: str | None = None  # the open string's quote
        self.depth = 0
        self.continued = False

    def at_statement_start(self) -> bool:
        return self.quote is None and self.depth == 0 and not self.continued

    def feed(self, line: str) -> None:
        body = line.rstrip("\r\n")
        i, n = 0, len(body)
        self.continued = False
        while i < n:
            if self.quote is not None:
                end = self._string_end(body, i)
                if end is None:
                    if len(self.quote) == 1 and not body.endswith("\\"):
                        self.quote = None  # an unterminated string: the tokenizer stops it here
                    return
                i, self.quote = end, None
                continue
            char = body[i]
            if char == "#":
                return
            if char in "\"'":
                self.quote = body[i:i + 3] if body.startswith(char * 3, i) else char
                i += len(self.quote)
                continue
            if char in "([{":
                self.depth += 1
            elif char in ")]}":
                self.depth = max(0, self.depth - 1)
            elif char == "\\" and i == n - 1:
                self.continued = True
            i += 1

    def _string_end(self, body: str, i: int) -> int | None:
        """The index after the open string's closing quote on this line, or None."""
        quote = self.quote
        while i < len(body):
            if body[i] == "\\":
                i += 2
                continue
            if body.startswith(quote, i):
                return i + len(quote)
            i += 1
        return None


# --- the joined module ------------------------------------------------------------------------------

@dataclass
class JoinedCells:
    """The code cells as one module, and the way back."""

    text: str
    nonce: str
    numbers: list[int]  # the cell number of each joined cell, in order
    rows: list[tuple[int, int]]  # joined row - 1 -> (cell number, row in the cell)
    ipython: list[str] = field(default_factory=list)  # the IPython lines the placeholders stand for
    had_newline: list[bool] = field(default_factory=list)  # whether each cell's text ended in a newline

    def boundary(self, k: int) -> str:
        return f"# {self.nonce} end of cell {k}\n"

    def placeholder(self, indent: str, k: int) -> str:
        return f"{indent}pass  # {self.nonce} ipython {k}"

    def protected(self, text: str) -> list[tuple[int, int]]:
        """The (start, end) offsets of the boundary and placeholder lines in `text`."""
        pattern = re.compile(rf"^[ \t]*(?:pass  )?# {self.nonce} (?:end of cell|ipython) \d+(?:\r\n|\r|\n|$)",
                             re.MULTILINE)
        return [(m.start(), m.end()) for m in pattern.finditer(text)]

    def position(self, row: int) -> tuple[int, int]:
        """(cell number, row in the cell) of a joined row (past the end: the last cell's end)."""
        if not self.rows:
            return 1, 1
        return self.rows[min(max(row, 1), len(self.rows)) - 1]

    def remapped(self, text: str) -> JoinedCells:
        """The same cells over `text`, a fixed version of this text: rows found anew from its
        boundaries (fixes add and remove lines)."""
        rows: list[tuple[int, int]] = []
        lines = _lines(text)
        k, row = 0, 0
        for line in lines:
            row += 1
            rows.append((self.numbers[min(k, len(self.numbers) - 1)], row))
            if k < len(self.numbers) and line == self.boundary(k):
                k, row = k + 1, 0
        return replace(self, text=text, rows=rows)

    def split(self, text: str) -> list[str]:
        """Each cell's new text from a fixed joined text, its IPython lines put back; NotebookError
        when a boundary was lost (a fix crossed cells; `drop_cross_cell_fixes` prevents that)."""
        parts: list[str] = []
        rest = text
        for k in range(len(self.numbers)):
            marker = self.boundary(k)
            head, found, rest = rest.partition(marker)
            if not found or (head and not head.endswith(("\n", "\r"))):
                raise NotebookError(f"cell {self.numbers[k]}: a fix crossed the cell's boundary; not written")
            if not self.had_newline[k] and head.endswith("\n"):
                head = head[:-1]
            parts.append(self._restore(head))
        if rest:
            raise NotebookError("text after the last cell; not written")
        return parts

    def _restore(self, text: str) -> str:
        def original(match: re.Match) -> str:
            k = int(match.group(1))
            if k >= len(self.ipython):
                raise NotebookError("an IPython line was lost; not written")
            return self.ipython[k]

        return re.sub(rf"^[ \t]*pass  # {self.nonce} ipython (\d+)(?:\r\n|\r|\n|$)", original, text, flags=re.MULTILINE)


def join_cells(cells: list[tuple[int, str]]) -> JoinedCells:
    """One module from (cell number, text) pairs; cells Ruff skips are left out."""
    kept = [(number, text) for number, text in cells if not skipped_cell(text)]
    nonce = hashlib.sha256("\0".join(text for _, text in kept).encode("utf-8", "surrogatepass")).hexdigest()[:12]
    joined = JoinedCells("", f"cell-{nonce}", [], [])
    chunks: list[str] = []
    for k, (number, text) in enumerate(kept):
        lines = _lines(text)
        continued: str | None = None  # the indent of an escape whose line ends in a backslash
        for index in ipython_lines(lines):
            line = lines[index]
            body = line.rstrip("\r\n")
            indent = continued if continued is not None else body[:len(body) - len(body.lstrip())]
            continued = indent if body.endswith("\\") else None  # its next line is part of it
            joined.ipython.append(line)
            lines[index] = joined.placeholder(indent, len(joined.ipython) - 1) + line[len(body):]
        if lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += "\n"
        chunks.extend(lines)
        chunks.append(joined.boundary(k))
        joined.numbers.append(number)
        joined.had_newline.append(text.endswith(("\n", "\r")))
        joined.rows.extend((number, row) for row in range(1, len(lines) + 2))
    joined.text = "".join(chunks)
    return joined


def join_notebook(notebook: Notebook) -> JoinedCells:
    return join_cells([(cell.number, cell.source) for cell in notebook.cells])


# --- diagnostics and fixes ------------------------------------------------------------------------

def drop_cross_cell_fixes(diagnostics: list[Diagnostic], joined: JoinedCells, text: str | None = None) -> None:
    """Take away the fix of each diagnostic whose edits would touch a cell boundary or an IPython
    placeholder in `text` (the joined text the diagnostics were computed on)."""
    protected = joined.protected(joined.text if text is None else text)
    if not protected:
        return
    for d in diagnostics:
        if d.fix is not None and any(_touches(e, protected) for e in d.fix.edits):
            d.fix = None


def _touches(edit: Edit, protected: list[tuple[int, int]]) -> bool:
    for start, end in protected:
        if edit.start == edit.end:
            if start < edit.start < end:  # an insertion inside the line (before or after it is fine)
                return True
        elif edit.start < end and start < edit.end:
            return True
    return False


def to_cells(diagnostics: list[Diagnostic], joined: JoinedCells, filename: str) -> list[Diagnostic]:
    """The notebook's own diagnostics with rows within their cell and the cell number; findings
    in other files, and those about the whole notebook (JAX001, JAX999), pass unchanged."""
    out = []
    for d in diagnostics:
        if d.filename != filename or (d.code in FILE_LEVEL_CODES and d.noqa_row is None):
            out.append(d)
            continue
        cell, row = joined.position(d.location.row)
        end_cell, end_row = joined.position(d.end_location.row)
        end = Location(end_row, d.end_location.column) if end_cell == cell else Location(row, d.location.column)
        noqa_row = None if d.noqa_row is None else joined.position(d.noqa_row)[1]
        fix = None if d.fix is None else Fix(d.fix.message, tuple(_edit_in_cell(e, joined) for e in d.fix.edits),
                                            d.fix.applicability)
        out.append(replace(d, location=Location(row, d.location.column), end_location=end, noqa_row=noqa_row,
                           fix=fix, cell=cell))
    return out


def _edit_in_cell(edit: Edit, joined: JoinedCells) -> Edit:
    if edit.location is None or edit.end_location is None:
        return edit
    start_row, end_row = joined.position(edit.location.row)[1], joined.position(edit.end_location.row)[1]
    return replace(edit, location=Location(start_row, edit.location.column),
                   end_location=Location(end_row, edit.end_location.column))


# --- writing ------------------------------------------------------------------------------------

def with_sources(notebook: Notebook, sources: dict[int, str]) -> str:
    """The notebook's JSON text with the `source` of each cell in `sources` (by cell number)
    replaced, each in the layout its old value had; nothing else changes."""
    ascii_only = notebook.text.isascii()
    by_number = {cell.number: cell for cell in notebook.cells}
    pieces: list[str] = []
    last = 0
    for number in sorted(sources):
        cell = by_number[number]
        if sources[number] == cell.source:
            continue
        start, end = cell.span
        pieces.append(notebook.text[last:start])
        pieces.append(_source_value(notebook, cell, sources[number], ascii_only))
        last = end
    pieces.append(notebook.text[last:])
    return "".join(pieces)


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _json_string(text: str, ascii_only: bool) -> str:
    dumped = json.dumps(text, ensure_ascii=ascii_only)
    return _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", dumped)  # stays valid UTF-8


def _source_value(notebook: Notebook, cell: CodeCell, text: str, ascii_only: bool) -> str:
    if not cell.as_list:
        return _json_string(text, ascii_only)
    items = [_json_string(line, ascii_only) for line in _lines(text)]
    old = notebook.text[cell.span[0]:cell.span[1]]
    if not items:
        return "[]"
    layout = re.match(r"\[(\r?\n)([ \t]*)\S", old)
    if layout is None and old.strip() != "[]":  # `["a", "b"]` on one line
        return "[" + (", " if ", " in old else ",").join(items) + "]"
    key_indent = _key_indent(notebook.text, cell.span[0])
    newline, item_indent = (layout.group(1), layout.group(2)) if layout else ("\n", key_indent + notebook.indent)
    close = re.search(r"(\r?\n)([ \t]*)\]$", old)
    close_indent = close.group(2) if close else key_indent
    return "[" + newline + item_indent + ("," + newline + item_indent).join(items) + newline + close_indent + "]"
