"""Line and column of every node of a module, for the files that have findings.

The positions are LibCST's `PositionProvider`'s, computed by its own codegen pass alone:
`MetadataWrapper.resolve` first walks the whole tree for batchable providers (there are none
here), which costs about as much again (a 1,000-line module: 0.15 s against 0.055 s). Should
LibCST's internals move, the wrapper is used as before.

The language server lints the same document again and again with most top-level statements
unchanged (jaxlint/lsp_incremental.py keeps their nodes): it computes each statement's positions
once, counted from the statement's own first line, and hands the module's `SplicedPositions`
to `provided`, which `positions_of` then answers from, shifting each statement by its line.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator, Mapping

import libcst as cst
from libcst.metadata import CodePosition, CodeRange, MetadataWrapper, PositionProvider

_provided: tuple[cst.Module, "SplicedPositions"] | None = None  # see `provided`


def positions_of(module: cst.Module) -> Mapping[cst.CSTNode, CodeRange]:
    if _provided is not None and _provided[0] is module:
        return _provided[1]
    return _codegen_positions(module, module)[0]


@contextmanager
def provided(module: cst.Module, positions: "SplicedPositions") -> Iterator[None]:
    """While the block runs, `positions_of(module)` is `positions` (one lint at a time)."""
    global _provided
    _provided = (module, positions)
    try:
        yield
    finally:
        _provided = None


def statement_positions(statement: cst.CSTNode, module: cst.Module) -> tuple[dict[cst.CSTNode, tuple], int]:
    """The positions of a top-level statement's nodes as if it began on line 1, as (start line,
    start column, end line, end column) tuples (a third of a CodeRange's memory: they are kept
    while the document is open), and how many lines its code spans (it ends with its newline)."""
    computed, lines = _codegen_positions(statement, module)
    return {node: (r.start.line, r.start.column, r.end.line, r.end.column) for node, r in computed.items()}, lines


def _codegen_positions(node: cst.CSTNode, module: cst.Module) -> tuple[dict[cst.CSTNode, CodeRange], int]:
    try:
        from libcst.metadata.position_provider import PositionProvidingCodegenState

        provider = PositionProvider()
        state = PositionProvidingCodegenState(default_indent=module.default_indent,
                                              default_newline=module.default_newline, provider=provider)
        node._codegen(state)
        return provider._computed, state.line - 1
    except (ImportError, AttributeError, TypeError):
        if node is not module:
            raise
        return MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider), module.code.count("\n")


class SplicedPositions(Mapping):
    """The positions of a module whose top-level statements' own positions are known: `owner`
    maps each node to its statement's record (`.positions`, relative to the statement's first
    line), `first_line` each record (by id) to the line before the statement's first one.
    Nodes outside every statement (the module, its header and footer lines) get a whole pass."""

    def __init__(self, module: cst.Module, owner: Mapping[cst.CSTNode, object], first_line: Mapping[int, int]) -> None:
        self.module = module
        self.owner = owner
        self.first_line = first_line
        self._whole: Mapping[cst.CSTNode, CodeRange] | None = None

    def get(self, node, default=None):
        record = self.owner.get(node)
        if record is None:
            if self._whole is None:
                self._whole = _codegen_positions(self.module, self.module)[0]
            return self._whole.get(node, default)
        start_line, start_column, end_line, end_column = record.positions[node]
        shift = self.first_line[id(record)]
        return CodeRange(CodePosition(start_line + shift, start_column), CodePosition(end_line + shift, end_column))

    def __getitem__(self, node):
        found = self.get(node)
        if found is None:
            raise KeyError(node)
        return found

    def __iter__(self):
        if self._whole is None:
            self._whole = _codegen_positions(self.module, self.module)[0]
        return iter(self._whole)

    def __len__(self) -> int:
        return sum(1 for _ in self)
