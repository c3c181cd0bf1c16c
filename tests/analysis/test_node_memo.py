"""The per-node results kept from one lint to the next (jaxlint/analysis/node_memo.py)."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis import node_memo
from jaxlint.analysis.node_memo import NodeMemo
from jaxlint.engine import lint_source


def counting():
    calls = []

    def compute(node):
        calls.append(node)
        return len(calls)
    return calls, compute


def test_a_node_is_computed_once_while_each_lint_uses_it():
    memo, (calls, compute) = NodeMemo(), counting()
    node = cst.Name("x")
    assert memo.get(node, compute) == memo.get(node, compute) == 1
    for _ in range(3):
        memo.rotate()
        assert memo.get(node, compute) == 1
    assert calls == [node]


def test_a_node_one_lint_did_not_use_is_dropped():
    memo, (calls, compute) = NodeMemo(), counting()
    kept, dropped = cst.Name("a"), cst.Name("b")
    memo.get(kept, compute), memo.get(dropped, compute)
    memo.rotate()
    memo.get(kept, compute)  # the next lint uses only `kept`
    memo.rotate()
    assert memo.get(kept, compute) == 1 and memo.get(dropped, compute) == 3


def test_an_equal_node_is_not_the_same_node():
    memo, (calls, compute) = NodeMemo(), counting()
    first, second = cst.Name("x"), cst.Name("x")
    assert memo.get(first, compute) != memo.get(second, compute)


def test_a_lint_of_text_the_engine_parsed_keeps_nothing():
    source = "import jax\n\n@jax.jit\ndef f(x):\n    if x > 0:\n        return x\n    return -x\n"
    assert lint_source(source, "m.py").diagnostics
    assert all(not memo._current and not memo._previous for memo in node_memo._ALL)
