"""Fuzzing: generated programs (hypothesmith) inside `@jax.jit` functions, and mutated rule
examples. Lint never crashes (no exception, no JAX999) and `fix_source(..., unsafe=True)`
always returns code that parses.

Derandomized with bounded example counts, so CI sees the same programs every run (well under a
minute); JAXLINT_FUZZ_EXAMPLES=<n> multiplies the counts and draws fresh programs for a longer
local hunt.
"""

from __future__ import annotations

import builtins
import keyword
import os
import re
import textwrap
from collections import Counter

import libcst as cst
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from jaxlint.config import Config
from jaxlint.engine import lint_source
from jaxlint.fix_loop import fix_source
from jaxlint.catalog import rule_classes

ALL_RULES = rule_classes()
from jaxlint.rules.base import PRELUDE
from tests.reliability._support import checked_fix, parses
from tests.reliability.mutations import MUTATIONS, mutate

hypothesmith = pytest.importorskip("hypothesmith", reason="pip install hypothesmith (the dev extra)")
pytestmark = pytest.mark.filterwarnings("ignore::SyntaxWarning")  # hypothesmith compiles odd literals like `0()`

SCALE = int(os.environ.get("JAXLINT_FUZZ_EXAMPLES", "1"))


def fuzz_settings(examples: int):
    return settings(max_examples=examples * SCALE, deadline=None, derandomize=SCALE == 1, database=None,
                    suppress_health_check=list(HealthCheck))


SKIP_NAMES = set(dir(builtins)) | set(keyword.kwlist) | {"jax", "jnp", "x", "y", "f"}


def _free_names(code: str) -> list[str]:
    found: list[str] = []

    class Collect(cst.CSTVisitor):
        def visit_Name(self, node: cst.Name) -> None:
            if node.value not in SKIP_NAMES and node.value not in found and node.value.isidentifier():
                found.append(node.value)

    try:
        cst.parse_module(code).visit(Collect())
    except (cst.ParserSyntaxError, RecursionError):
        return []
    return found[:12]


def in_jitted_function(code: str) -> str:
    """`code` as the body of a jitted function whose every free name is bound to a tracer, so
    the generated expressions really meet traced values."""
    header = "".join(f"    {name} = x\n" for name in _free_names(code))
    return ("import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef f(x, y):\n" + header
            + textwrap.indent(code, "    ", lambda line: True).rstrip(" \t") + "\n    return x\n")


INVALID = [ex for rule in ALL_RULES for ex in rule.invalid]


def spliced_into(example, code: str) -> str:
    """`code` at the top of the first function body of a rule example that has a finding."""
    lines = example.source().splitlines(keepends=True)
    for i, line in enumerate(lines[:-1]):
        if re.match(r"\s*def \w+\(.*\):\s*$", line):
            indent = re.match(r"[ \t]*", lines[i + 1]).group()
            block = textwrap.indent(code, indent, lambda line: True).rstrip(" \t")
            return "".join(lines[:i + 1]) + block + ("" if block.endswith("\n") else "\n") + "".join(lines[i + 1:])
    return example.source()


STATS: Counter = Counter()


def check_never_crashes(source: str, kind: str) -> None:
    """The property: lint does not raise and reports no JAX999; the unsafe fix output parses."""
    assume(parses(source))
    result = lint_source(source, "fuzz.py")
    internal = [d.message for d in result.diagnostics if d.code == "JAX999"]
    assert not internal, f"{internal}\n{source}"
    outcome = fix_source(source, "fuzz.py", Config(), unsafe=True)
    assert parses(outcome.source), f"the fixed source does not parse\n--- before\n{source}--- after\n{outcome.source}"
    STATS[f"{kind} programs"] += 1
    STATS[f"{kind} findings"] += len(result.diagnostics)
    STATS[f"{kind} fixes"] += outcome.applied_total


@pytest.fixture(scope="module", autouse=True)
def report_counts():
    yield
    print("\nfuzz counts:", dict(sorted(STATS.items())))


@fuzz_settings(40)
@given(hypothesmith.from_grammar())
def test_grammar_programs_in_a_jitted_function(code):
    check_never_crashes(in_jitted_function(code), "grammar")


@fuzz_settings(15)
@given(hypothesmith.from_node())
def test_libcst_node_programs_in_a_jitted_function(code):
    check_never_crashes(in_jitted_function(code), "node")


@fuzz_settings(40)
@given(hypothesmith.from_grammar(), st.sampled_from(INVALID))
def test_grammar_programs_spliced_into_rule_examples(code, example):
    """Odd whitespace, comments and statements around real findings and their fixes."""
    check_never_crashes(spliced_into(example, code), "spliced")


EXAMPLES = [ex for rule in ALL_RULES for kind in ("invalid", "valid") for ex in getattr(rule, kind)]
STEPS = st.lists(st.tuples(st.sampled_from(sorted(MUTATIONS)), st.integers(0, 7)), max_size=4)


@fuzz_settings(150)
@given(st.sampled_from(EXAMPLES), STEPS, st.booleans())
def test_mutated_rule_examples(example, steps, unsafe):
    """Renamed variables, extra transforms, nested in a function, methods of a class, bodies
    under `if True:`: lint never crashes and every fix property of test_fix_safety holds."""
    source = PRELUDE + mutate(example.code.strip("\n") + "\n", steps)
    check_never_crashes(source, "mutated")
    outcome, problems = checked_fix(source, "fuzz.py", unsafe=unsafe)
    assert problems == [], f"{problems}\n--- before\n{source}--- after\n{outcome.source}"


def test_mutations_keep_examples_valid_python():
    code = "def f(x, n):\n    y = x + n\n    return y\n"
    for name in MUTATIONS:
        for choice in range(3):
            assert parses(mutate(code, [(name, choice)])), (name, choice)
    assert mutate(code, [("rename", 1)]) == "def f(x_v1, n):\n    y = x_v1 + n\n    return y\n"
    assert mutate(code, [("class", 0)]).startswith("class Model0:\n    def f(self, x, n):")
