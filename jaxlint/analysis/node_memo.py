"""Results that depend on one CST node alone, kept from one lint of a document to the next.

LibCST nodes are immutable, and the language server's incremental parse hands the engine the
same node objects for every statement an edit left alone. A result computed from nothing but
its node (a function's scope or flow view, a subtree's parent map, a node's quoted code) then
holds for the next lint of that document too. Each table keeps `(node, value)` by `id(node)` and
answers only for that very node, so an id the collector recycled never returns another node's
result.

Generations bound the memory: `rotate()` after each lint keeps what that lint used and drops
the rest; `clear()` drops everything (the engine, after a lint of text it parsed itself, whose
nodes nobody hands back).
"""

from __future__ import annotations

from typing import Callable, Generic, TypeVar

N = TypeVar("N")
V = TypeVar("V")


class NodeMemo(Generic[N, V]):
    def __init__(self) -> None:
        self._current: dict[int, tuple[N, V]] = {}
        self._previous: dict[int, tuple[N, V]] = {}

    def get(self, node: N, compute: Callable[[N], V]) -> V:
        key = id(node)
        hit = self._current.get(key)
        if hit is not None and hit[0] is node:
            return hit[1]
        hit = self._previous.pop(key, None)
        if hit is None or hit[0] is not node:
            hit = (node, compute(node))
        self._current[key] = hit
        return hit[1]

    def rotate(self) -> None:
        self._previous, self._current = self._current, {}

    def clear(self) -> None:
        self._previous, self._current = {}, {}


_ALL: list[NodeMemo] = []


def node_memo() -> NodeMemo:
    """A new table, rotated and cleared with every other."""
    memo: NodeMemo = NodeMemo()
    _ALL.append(memo)
    return memo


def rotate_all() -> None:
    for memo in _ALL:
        memo.rotate()


def clear_all() -> None:
    for memo in _ALL:
        memo.clear()
