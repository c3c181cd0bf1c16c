"""The lint worker's parse of a document it has parsed before: only the changed statements.

LibCST cannot parse incrementally, but a top-level statement's nodes depend only on its own
text and on the module's default indent and newline. So the worker keeps, per document, the
last version's lines and top-level statements (their nodes, line counts and positions); for
a new version it finds the lines unchanged at the start and at the end, keeps the statements
lying wholly inside them, less one on each side (an `else:` typed after an `if`, or a comment
a block may claim, joins its neighbour), and parses the lines between as a module of their
own. The result is spliced into a `cst.Module` equal to a parse of the whole text (tested
with `deep_equals` on random edits to corpus files); whenever the splice cannot vouch for
that (the chunk does not parse, the default indent or newline would change, lines are left
over at the chunk's end) the whole text is parsed instead.

Each statement's positions are computed once, relative to its first line
(jaxlint/positions.py), so a finding in an unchanged function costs no codegen pass.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field

import libcst as cst

from jaxlint.parsing import ParseError, parse_module
from jaxlint.positions import SplicedPositions, statement_positions

KEEP_DOCUMENTS = 4  # documents whose last parse is kept (memory: about 3 KB per line, module included)
_LINE = re.compile(r"[^\r\n]*(?:\r\n?|\n)|[^\r\n]+\Z")  # LibCST's line breaks
_NEWLINE = re.compile(r"\r\n?|\n")
_NOT_BLOCKS = (cst.BaseExpression, cst.SimpleStatementLine, cst.SimpleStatementSuite)


def split_lines(text: str) -> list[str]:
    return _LINE.findall(text)


@dataclass(eq=False)
class Statement:
    """One top-level statement as last parsed."""

    node: cst.BaseStatement
    lines: int
    block: bool  # holds an indented block: the file's first one sets the default indent
    positions: dict = field(repr=False)


@dataclass
class Parsed:
    lines: list[str]
    module: cst.Module
    statements: list[Statement]
    owner: dict  # node -> its Statement

    def positions(self) -> SplicedPositions:
        first_line, line = {}, len(self.module.header)
        for statement in self.statements:
            first_line[id(statement)] = line
            line += statement.lines
        return SplicedPositions(self.module, self.owner, first_line)


def has_block(node: cst.CSTNode) -> bool:
    """Whether an indented block (an INDENT token) lies inside this statement."""
    if isinstance(node, (cst.IndentedBlock, cst.Match)):
        return True
    if isinstance(node, _NOT_BLOCKS):
        return False
    return any(has_block(child) for child in node.children)


class IncrementalParser:
    def __init__(self, keep: int = KEEP_DOCUMENTS) -> None:
        self.keep = keep
        self.documents: OrderedDict[str, Parsed] = OrderedDict()

    def forget(self, filename: str) -> None:
        self.documents.pop(filename, None)

    def parse(self, filename: str, source: str) -> Parsed | None:
        """The parse of `source` (None when it does not parse: the engine then says why)."""
        lines = split_lines(source)
        previous = self.documents.get(filename)
        try:
            parsed = _splice(previous, lines, source) if previous is not None else None
            if parsed is None:
                parsed = _whole(parse_module(source), lines)
        except ParseError:  # the engine parses the whole text and says why; the last good
            return None     # version stays the base the next one is spliced against
        self.documents.pop(filename, None)
        if parsed is not None:
            self.documents[filename] = parsed
            while len(self.documents) > self.keep:
                self.documents.popitem(last=False)
        return parsed


def _statements(nodes, module: cst.Module) -> list[Statement]:
    out = []
    for node in nodes:
        positions, count = statement_positions(node, module)
        out.append(Statement(node, count, has_block(node), positions))
    return out


def _owned(statements: list[Statement], owner: dict) -> dict:
    for statement in statements:
        owner.update(dict.fromkeys(statement.positions, statement))
    return owner


def _whole(module: cst.Module, lines: list[str]) -> Parsed | None:
    statements = _statements(module.body, module)
    if len(module.header) + sum(s.lines for s in statements) + len(module.footer) != len(lines):
        return None  # not the line count this module counts on: never splice into it
    return Parsed(lines, module, statements, _owned(statements, {}))


def _splice(old: Parsed, lines: list[str], source: str) -> Parsed | None:
    """The new version's parse from the old one's unchanged statements and a parse of the rest;
    None when that could differ from a parse of the whole text; ParseError when the rest does
    not parse."""
    before, n_old, n_new = old.lines, len(old.lines), len(lines)
    limit = min(n_old, n_new)
    same_start = 0
    while same_start < limit and before[same_start] == lines[same_start]:
        same_start += 1
    same_end = 0
    while same_end < limit - same_start and before[n_old - 1 - same_end] == lines[n_new - 1 - same_end]:
        same_end += 1
    statements = old.statements
    starts, line = [], len(old.module.header)
    for statement in statements:
        starts.append(line)
        line += statement.lines
    intact_front = 0
    while intact_front < len(statements) and starts[intact_front] + statements[intact_front].lines <= same_start:
        intact_front += 1
    intact_back = 0
    while (intact_back < len(statements) - intact_front
           and starts[len(statements) - 1 - intact_back] >= n_old - same_end):
        intact_back += 1
    front, back = max(intact_front - 1, 0), max(intact_back - 1, 0)  # one neighbour re-parsed each side
    if front == 0 and back == 0:
        return None
    chunk_start = starts[front] if front else 0
    old_chunk_end = starts[len(statements) - back] if back else n_old
    chunk_end = n_new - (n_old - old_chunk_end)
    chunk = parse_module("".join(lines[chunk_start:chunk_end]))  # ParseError: the caller's
    kept_front, kept_back = statements[:front], statements[len(statements) - back:]
    body = list(chunk.body)
    header = chunk.header if not front else old.module.header
    if front and chunk.header:
        if not body:
            return None
        body[0] = body[0].with_changes(leading_lines=(*chunk.header, *body[0].leading_lines))
    if back and chunk.footer:
        return None
    footer = old.module.footer if back else chunk.footer
    trailing = old.module.has_trailing_newline if back else chunk.has_trailing_newline
    match = _NEWLINE.search(source)
    newline = match.group(0) if match else "\n"
    if newline != old.module.default_newline or (body and newline != chunk.default_newline):
        return None
    new_has_block = [has_block(node) for node in body]
    indent = _default_indent(kept_front, new_has_block, kept_back, old, chunk)
    if indent is None:
        return None
    if (any(new_has_block) and chunk.default_indent != indent) or (
            any(s.block for s in kept_front + kept_back) and old.module.default_indent != indent):
        return None
    module = cst.Module(body=[s.node for s in kept_front] + body + [s.node for s in kept_back], header=header,
                        footer=footer, encoding=old.module.encoding, default_indent=indent,
                        default_newline=newline, has_trailing_newline=trailing)
    fresh = _statements(body, module)
    new = kept_front + fresh + kept_back
    if len(header) + sum(s.lines for s in new) + len(footer) != n_new:
        return None
    owner = old.owner
    for gone in statements[front:len(statements) - back]:
        for node in gone.positions:
            owner.pop(node, None)
    return Parsed(lines, module, new, _owned(fresh, owner))


def _default_indent(front: list[Statement], middle: list[bool], back: list[Statement], old: Parsed,
                    chunk: cst.Module) -> str | None:
    """The whole text's default indent (its first indented block's), or None when unknown."""
    if any(s.block for s in front):
        return old.module.default_indent
    if any(middle):
        return chunk.default_indent
    if any(s.block for s in back):
        first_old = next(i for i, s in enumerate(old.statements) if s.block)
        return old.module.default_indent if first_old >= len(old.statements) - len(back) else None
    return "    "
