"""JAX815 integer-grad-input: a derivative transform called with an int or bool where it
differentiates."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import DIFFERENTIATING, facts
from jaxlint.fixers.literals import float_literal_fix
from jaxlint.rules.base import MODULE, Example, Rule


class IntegerGradInput(Rule):
    name = "integer-grad-input"
    kind = MODULE
    triggers = facts.spellings(list(DIFFERENTIATING))
    summary = "`jax.grad(f)(3)`: a differentiated argument that is an int or bool"
    docs = """\
## What it does
Finds calls of `jax.grad`, `jax.value_and_grad`, `jax.jacrev`, `jax.jacfwd` and `jax.hessian`
transforms (`jax.grad(f)(x)`, or a name bound once to the transform or to `jax.jit` of it) where an
argument it differentiates (`argnums`, default 0) is an int or bool the text spells: an int
literal, `jnp.arange(n)`, `jnp.array([1, 2, 3])`, `jnp.int32(...)`, `x.astype(int)`, a
comparison, or a tuple or list holding one.

## Why is this bad?
Derivatives are defined for inexact inputs only: the call raises `TypeError: grad requires real-
or complex-valued inputs (input dtype that is a sub-dtype of np.inexact), but got int32` (jacfwd:
real-valued), jitted or not. Integer parameters are a common slip when arrays are written as
literals (`jnp.array([1, 2, 3])`).

## Example
```python
def loss(w):
    return jnp.sum(w ** 2)

g = jax.grad(loss)(jnp.array([1, 2, 3]))
```

## Use instead
```python
g = jax.grad(loss)(jnp.array([1.0, 2.0, 3.0]))
```
Give the differentiated values a float dtype (`jnp.array(..., dtype=jnp.float32)`,
`.astype(jnp.float32)`); `allow_int=True` accepts int inputs (their gradient is a float0 zero),
for arguments that are not meant to be differentiated pick `argnums` instead.

## Fix
An int literal passed whole (`jax.grad(f)(3)`) becomes a float literal (`3.0`). The original
cannot run, so the fix changes no working code.

## Known problems
Only dtypes the text spells are judged: a parameter or a value from an unknown call is never
reported, nor a transform handed in from elsewhere or one whose `argnums` is not a literal.
"""
    valid = (
        Example("""
def loss(w):
    return jnp.sum(w ** 2)

def g():
    return jax.grad(loss)(jnp.array([1.0, 2.0, 3.0]))
""", run="g()"),
        Example("""
def loss(w, n):
    return jnp.sum(w ** n)

def g():
    return jax.grad(loss)(jnp.ones(3), 2)
""", run="g()"),
        Example("""
def loss(w):
    return jnp.sum(w ** 2)

def g():
    return jax.grad(loss)(jnp.arange(3.0))
""", run="g()"),
        Example("""
def loss(w, x):
    return jnp.sum(w * x)

step = jax.jit(jax.grad(loss, argnums=0))

def g():
    return step(jnp.ones(3), jnp.arange(3))
""", run="g()"),
        Example("""
def score(w):
    return jnp.sum(w ** 2)

def g():
    return jax.value_and_grad(score)(jnp.array([1, 2, 3], dtype=jnp.float32))
""", run="g()"),
    )
    invalid = (
        Example("""
def loss(w):
    return jnp.sum(w ** 2)

def g():
    return jax.grad(loss)(jnp.array([1, 2, 3]))
""", run="g()", raises="TypeError", line=5, message="jax.grad differentiates argument 0, given an int"),
        Example("""
def loss(w, x):
    return jnp.sum(w * x)

step = jax.jit(jax.grad(loss, argnums=1))

def g():
    return step(jnp.ones(3), jnp.arange(3))
""", run="g()", raises="TypeError", line=7, message="jax.grad differentiates argument 1, given an int"),
        Example("""
def cube(x):
    return x ** 3

def g():
    return jax.grad(cube)(3)
""", run="g()", raises="TypeError", line=5, message="given an int", fixed="""
def cube(x):
    return x ** 3

def g():
    return jax.grad(cube)(3.0)
""", reference="jnp.float32(27.0)"),
        Example("""
def energy(positions):
    return jnp.sum(positions[0] ** 2 + positions[1] ** 2)

def forces():
    start = (jnp.zeros(3), jnp.arange(3))
    return jax.jacrev(energy)(start)
""", run="forces()", raises="TypeError", line=6, message="given a tuple of 2 holding an int"),
        Example("""
def loss(w):
    return jnp.sum(w ** 2)

def g(x):
    mask = x > 0
    return jax.value_and_grad(loss)(mask)
""", run="g(jnp.ones(3))", raises="TypeError", line=6, message="given a bool"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if not node.args or not isinstance(node.func, (cst.Call, cst.Name)):
            return
        found = self.ctx.integer_gradient_input(node)
        if found is None:
            return
        fix = float_literal_fix(found.literal) if found.literal is not None else None
        self.report(node, f"{found.transform} differentiates argument {found.position}, given {found.kind}: "
                          "derivatives need float inputs (TypeError: grad requires real- or complex-valued "
                          "inputs); give it a float dtype, or pick the differentiated arguments with argnums",
                    fix)
