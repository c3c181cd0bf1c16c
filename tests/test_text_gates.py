"""The text tests finer than trigger words (jaxlint/text_gates.py): JAX701's eager check and
JAX710 are asked to parse a file only where the text can hold what they report. Each case is a
snippet and whether the gate must hold; every invalid example of both rules must pass its gate
(a skip never loses a finding), and so must the texts the gate cannot read (strings, comments,
continued lines, aliases)."""

from __future__ import annotations

import pytest

from jaxlint import catalog, prefilter, text_gates
from jaxlint.config import Config

PRELUDE = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nimport optax\n"

DISCARDED = {  # text -> whether JAX710 may report in it
    "x.sort()": True,
    "(x.sort())": True,
    "a = 1; x.sort()": True,
    "if c: x.sort()": True,
    "for a in b: a.sort()": True,
    "(x\n .sort())": True,  # a parenthesised statement over lines
    "y = \\\n  x.sort()": True,  # a continued line: the statement began earlier
    "y = x.at[\n 0].set(1)": True,  # cannot tell where the statement began: parse
    "x.at[0].set(1)": True,
    "jnp.append(x, 1)": True,
    "jax.random.split(key)": True,
    "from jax.random import split\nsplit(key)": True,
    "from jax.numpy import append as app": True,  # the alias may be called bare
    "app = jnp.append": True,
    "xp = jnp\nxp.append(x, 1)": True,
    "opt = optax.adam(1)\nopt.update(g, s)": True,
    "s = 'a'; x.sort()": True,
    "y = x.sort()": False,
    "x: int = y.sort()": False,
    "x = x.at[0].set(1)": False,
    "print(x.sort())": False,
    "return x.reshape(3)": False,
    "if x.sort():\n    pass": False,
    "for c in name.split('/'):\n    pass": False,
    "foo(\n  x.reshape(3))": False,  # an argument of a call opened above
    "x = [\n a.at[0].set(1)]": False,
    "d = {k: x.sort()}": False,
    "f(a,\n  b=c).sort()": False,  # a call's result: JAX710 needs a name
    "# x.sort()": False,
    "'''\n x.sort()\n'''": False,
    "we reshape it": False,
    "outs = []\nouts.append(1)": False,
    "shape = a.shape\nshape.append(2)": False,
    "d = {}\nd.update(a=1)": False,
    "def split(k):\n    pass\nsplit(key)": False,
    "f(computation=lax.add)": False,
    "mod = reshape.Reshape(3)": False,
}

ITEM = {  # text -> whether JAX701's eager check may report in it
    "x = jnp.zeros(3)\nx[0] = 1": True,
    "x = jax.numpy.zeros(3)\nx[0] = 1": True,
    "x = (\n jnp.ones(3))\nx[1] += 2": True,
    "x: jax.Array = jnp.ones(2)\nx[0] = 1": True,
    "z = jnp.zeros\nx = z(3)\nx[0] = 1": True,  # a local alias of a jnp function
    "xp = jnp\nx = xp.zeros(3)\nx[0] = 1": True,
    "from jax.numpy import *\nx = zeros(3)\nx[0] = 1": True,
    "x = jnp.zeros(3)\nx[f(a[0])] = 1": True,
    "g = jnp.asarray(a) / 2\nr = 1.0 - g.mean(axis=0)\nr[0] = 1": True,  # arithmetic over a jnp result
    "r = 2 * jnp.pi * a\nr[0] = 1": True,  # an expression over the jax module
    "r = (1.0 -\n  g)\nr[0] = 1": True,  # a right-hand side over lines: cannot tell
    "r = 1.0 - np.ones(3)\nr[0] = 1": False,
    "x = np.zeros(3)\nx[0] = 1": False,
    "x = list(a)\nx[0] = 1": False,
    "x = self.f()\nx[0] = 1": False,
    "def f():\n    pass\nx = f()\nx[0] = 1": False,
    "d = {}\nd[k] = 1": False,
    "x = jnp.zeros(3)\nd['a'] = 1": False,
    "x = jnp.zeros(3)\nself.x[0] = 1": False,
    "x = jnp.zeros(3)\ny = x[0] == 1": False,
    "x = jnp.zeros(3)\n# x[0] = 1": False,
}


def _aliases(text: str):
    return prefilter.Spelled(text).aliases


@pytest.mark.parametrize("text", DISCARDED)
def test_discarded_update_gate(text):
    source = PRELUDE + text + "\n"
    assert prefilter._may_discard_update(source, _aliases(source)) is DISCARDED[text]


@pytest.mark.parametrize("text", ITEM)
def test_item_assignment_gate(text):
    source = PRELUDE + text + "\n"
    assert text_gates.assigns_to_array_item(source, _aliases(source)) is ITEM[text]


@pytest.mark.parametrize("code", ["JAX701", "JAX710"])
def test_every_invalid_example_is_parsed_for_its_rule(code):
    rule = catalog.rule_class(code)
    assert rule.invalid
    for example in rule.invalid:
        assert prefilter.may_hold_findings(example.source(), "example.py", Config(), [rule], frozenset(), on_disk=False,
                                           parsed=True), example.code
