"""The shapes round 35 of untuned published code (tests/data/unseen35_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

A  Indentation CPython accepts and LibCST's tokenizer rejects (uwplasma/ESSOS
   `examples/testing_collisions_velocity_distributions_mu_time.py`: an `else:` body indented
   "    \\t    ", a tab after spaces, under a line of 8 spaces). CPython reads the tab as 8
   columns (and checks the reading with tabs as 1 column orders the lines alike); LibCST said
   "no matching outer block for dedent", and the valid file was reported unparsable (JAX000)
   and left unanalysed. When CPython compiles the text and LibCST does not, the text is parsed
   again with the tabs of the statements' indentation written as the spaces CPython reads.

B  An alias bound before its source is rebound (dkirkby/bayesdesign `grid.py` `normalize`:
   `original = values`, then `values = jnp.asarray(values)`, then `original[...] = ...` under
   `isinstance(original, np.ndarray)`). JAX701's reading of untraced code followed `original`
   to `values` and read `values` where the item assignment is, where it holds the JAX array;
   `original` holds the argument. The names in a bound value are now read where it was bound.

C  A def name bound twice in one function (GumbelAlphaZero `main.py` `eval_step`: `def body`
   for a `lax.while_loop` with a carry of 3, later `def body(elo, result)` for a `lax.scan`).
   The index keeps one def per name, the last, so the while_loop's body was the scan's and
   JAX814 said the carry changes from 3 items to 2. A use in the defining function now reads
   the def every run reaching it last ran (flow's dominating binding); without a use (or when
   no one def reaches it) the name resolves to no def.

The round's true findings keep their cases beside (recall evidence).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# A: indentation CPython reads and LibCST's tokenizer refused
_INDENTATION = {
    "tab_after_spaces_indentation": ('''
import jax.numpy as jnp


def first_below(rows, value):
    out = []
    for row in rows:
        if (row < value).any():
            out.append(1.0)
        else:
    \t    out.append(float("nan"))
    return out


print(first_below(jnp.ones((2, 2)), 0.5))
''', None, ""),
    # the file is analysed: a traced `if` in it is found
    "tab_after_spaces_in_traced_code": ('''
import jax
import jax.numpy as jnp


@jax.jit
def clipped(x):
    for _ in range(2):
        if x.sum() > 0:
            x = x - 1.0
        else:
    \t    x = x + 1.0
    return x


print(clipped(jnp.ones(3)))
''', "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(_INDENTATION))
def test_indentation_cpython_reads(name):
    source, error, finding = _INDENTATION[name]
    assert_shape_case(name, source, error, finding)


def test_the_statements_indentation_only():
    """A tab inside a string that spans lines is the string's: only lines that start a
    statement are respaced."""
    from jaxlint.parsing import indentation_tabs_expanded

    text = 'def f():\n    if 1:\n        s = """a\n\tb"""\n    else:\n    \t    s = 1\n    return s\n'
    respaced = indentation_tabs_expanded(text)
    assert respaced is not None and '"""a\n\tb"""' in respaced and "\n            s = 1\n" in respaced
    assert indentation_tabs_expanded("def f():\n    return 1\n") is None


def test_indentation_cpython_refuses_stays_unparsable():
    """Only text CPython compiles is parsed again: a bad dedent with a tab in it is still an error."""
    from jaxlint.parsing import ParseError, parse_module

    with pytest.raises(ParseError):
        parse_module("def f(x):\n    if x:\n    \t    return 1\n  return 2\n")


def test_a_respaced_file_keeps_its_findings_and_offers_no_fix(tmp_path, capsys):
    """The module parsed from the respaced text prints its lines with spaces, so its columns are
    not columns of the file: a fix located there would edit beside its place (before: jnp.where
    over rows 8-12 ending at column 3, jax.debug.print eating the next line's indentation).
    The findings stay, at the file's columns (the indentation's difference taken back); `--fix
    --unsafe-fixes` leaves the file byte for byte."""
    import json

    from jaxlint.cli import main

    text = ("import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef clipped(x):\n    for _ in range(2):\n"
            "        if x.sum() > 0:\n            x = x - 1.0\n        else:\n    \t    x = x + 1.0\n"
            "    return x\n\n\n@jax.jit\ndef shown(x):\n\tprint(x)\n\treturn x\n")
    path = tmp_path / "respaced.py"
    path.write_text(text)
    main(["check", "--no-cache", "--output-format", "json", str(path)])
    found = json.loads(capsys.readouterr()[0])
    assert sorted((d["code"], d["location"]["row"], d["location"]["column"], d["fix"]) for d in found) == [
        ("JAX101", 8, 12, None), ("JAX302", 17, 2, None)]  # columns of the file: `\tprint(x)`
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", str(path)])
    assert len(json.loads(capsys.readouterr()[0])) == 2
    assert path.read_text() == text


# B: an alias's names read where it was bound
_ALIASES = {
    "alias_of_the_argument_before_rebinding": ('''
import jax.numpy as jnp
import numpy as np


def normalize(values):
    original = values
    values = jnp.asarray(values)
    normalized = values / values.sum()
    if isinstance(original, np.ndarray) and original.flags.writeable:
        original[...] = np.asarray(normalized)
    return normalized


a = np.ones(3)
print(normalize(jnp.ones(3)), normalize(a), a)
''', None, ""),
    # neighbour: the alias of the JAX array, bound after the conversion, is one
    "alias_of_the_converted_array": ('''
import jax.numpy as jnp


def normalize(values):
    values = jnp.asarray(values)
    original = values
    values = values / values.sum()
    original[0] = 1.0
    return values


normalize([1.0, 2.0])
''', "TypeError", "JAX701"),
}


@pytest.mark.parametrize("name", sorted(_ALIASES))
def test_alias_read_where_bound(name):
    source, error, finding = _ALIASES[name]
    assert_shape_case(name, source, error, finding)


# C: a def name bound twice in one function
_REDEFINED = {
    "while_loop_body_then_scan_body": ('''
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    def body(val):
        i, acc, k = val
        return i + 1, acc + x, k

    out = jax.lax.while_loop(lambda v: v[0] < 3, body, (0, jnp.zeros(()), 1.0))

    def body(carry, item):
        return carry + item, carry

    total, _ = jax.lax.scan(body, 0.0, jnp.arange(3.0))
    return out[1], total


print(step(2.0))
''', None, ""),
    # neighbour: the body the while_loop reads does change the carry
    "scan_body_then_mismatched_while_body": ('''
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    def body(carry, item):
        return carry + item, carry

    total, _ = jax.lax.scan(body, 0.0, jnp.arange(3.0))

    def body(val):
        i, acc = val
        return i + 1, acc + x, 0

    out = jax.lax.while_loop(lambda v: v[0] < 3, body, (0, jnp.zeros(())))
    return out[1], total


print(step(2.0))
''', "TypeError", "JAX814"),
    # the same two defs at a script's top level (notebook cells): the use reads the def above it
    "top_level_bodies_redefined": ('''
import jax
import jax.numpy as jnp


def body(val):
    i, acc, k = val
    return i + 1, acc + 1.0, k


out = jax.lax.while_loop(lambda v: v[0] < 3, body, (0, jnp.zeros(()), 1.0))


def body(carry, item):
    return carry + item, carry


total, _ = jax.lax.scan(body, 0.0, jnp.arange(3.0))
print(out, total)
''', None, ""),
}


@pytest.mark.parametrize("name", sorted(_REDEFINED))
def test_def_reaching_the_use(name):
    source, error, finding = _REDEFINED[name]
    assert_shape_case(name, source, error, finding)


# The round's true findings: recall evidence
_TRUE = {
    # flaxdocs gpt_training.py: the loss's early return under nnx.jit
    "traced_if_in_the_loss": ('''
import jax
import jax.numpy as jnp


def lm_loss(logits, labels):
    mask = labels != -100
    if jnp.sum(mask) == 0:
        return jnp.array(0.0)
    return -(jax.nn.log_softmax(logits) * mask[:, None]).sum() / mask.sum()


@jax.jit
def train_step(logits, labels):
    return jax.grad(lm_loss)(logits, labels)


train_step(jnp.ones((4, 3)), jnp.arange(4))
''', "TracerBoolConversionError", "JAX101"),
    # LeonardoWjq DQN: exploration decided and the random action drawn from one key
    "explore_and_act_from_one_key": ('''
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def policy(q, key, epsilon):
    def random_action(q):
        return jax.random.randint(key, (), 0, q.shape[0])

    def greedy(q):
        return jnp.argmax(q)

    return lax.cond(jax.random.bernoulli(key, epsilon), random_action, greedy, q)


print(policy(jnp.array([0.1, 0.9]), jax.random.key(0), 0.5))
''', None, "JAX320"),
}


@pytest.mark.parametrize("name", sorted(_TRUE))
def test_true_findings_stay(name):
    source, error, finding = _TRUE[name]
    assert_shape_case(name, source, error, finding)
