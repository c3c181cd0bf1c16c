"""JAX813 non-scalar-grad: `jax.grad` of a function that returns a tuple, list or dict, without
`has_aux=True`."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import GRADIENTS, facts
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import MODULE, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
has_aux_fix = deferred("jaxlint.fixers.has_aux", "has_aux_fix")


class NonScalarGrad(Rule):
    name = "non-scalar-grad"
    kind = MODULE
    triggers = facts.spellings(list(GRADIENTS))
    summary = "`jax.grad`/`jax.value_and_grad` of a function returning a tuple, list or dict, without `has_aux=True`"
    docs = """\
## What it does
Finds `jax.grad(f)` and `jax.value_and_grad(f)` (no `has_aux` argument) where `f` is a function
or lambda of the module, or a def of another project module, every `return` of which gives a
tuple, list or dict display (`return loss, residuals`), and whose body cannot end without a
`return`; or where `f` is a library model built with an integer output size
(`eqx.nn.MLP(..., out_size=1, ...)`, `eqx.nn.Linear(n, 1, ...)`), whose output has shape `(n,)`.
And `jax.grad(f, has_aux=True)` / `jax.value_and_grad(f, has_aux=True)` where every `return` of `f`
(a def or lambda of the module, a bound method such as `self.loss`, or the def a factory returns)
is no pair: a tuple or list display of another length, a dict display, or one array (a
jax.numpy reduction such as `jnp.mean(...)`, or arithmetic on one). `has_aux` asks for
`(output, aux)`, and the gradient function raises `TypeError: expected function with aux output
to return a two-element tuple` when called.

## Why is this bad?
`jax.grad` differentiates a function with one scalar output. Calling the gradient function of
one that returns a container raises `TypeError: Gradient only defined for scalar-output
functions. Output was (...)`. Returning auxiliary values beside the loss is common; grad must be
told which part is the loss.

## Example
```python
def loss(params, x):
    pred = params * x
    return jnp.sum(pred ** 2), pred

grads = jax.grad(loss)(params, x)
```

## Use instead
```python
grads, pred = jax.grad(loss, has_aux=True)(params, x)
```
`has_aux=True` differentiates the first element and returns the second as it is (a pair is
required). Or return the scalar alone.

## Known problems
Only container displays and the output sizes of library models are judged: a function
returning an array of shape `(1,)` or `(n,)` (also non-scalar) is not reported, since shapes are
not inferred, nor one handed in as a parameter. A function of another project module
(`jax.grad(losses.loss_fn)`) is judged by its own text the same way.
"""
    valid = (
        Example("""
import equinox as eqx

mlp = eqx.nn.MLP(in_size=2, out_size="scalar", width_size=8, depth=1, key=jax.random.key(0))

def g(x):
    return jax.grad(mlp)(x)
""", run="g(jnp.ones(2))"),
        Example("""
def loss(params, x):
    pred = params * x
    return jnp.sum(pred ** 2), pred

def g(params, x):
    return jax.grad(loss, has_aux=True)(params, x)
""", run="g(jnp.ones(3), jnp.ones(3))"),
        Example("""
def loss(params, x):
    return jnp.sum((params * x) ** 2)

def g(params, x):
    return jax.value_and_grad(loss)(params, x)
""", run="g(jnp.ones(3), jnp.ones(3))"),
        Example("""
def loss(params, x):
    total = jnp.sum(params["w"] * x)
    return total

def g(x):
    return jax.grad(loss)({"w": jnp.ones(3), "b": jnp.zeros(1)}, x)
""", run="g(jnp.ones(3))"),
        Example("""
def g(params, x):
    return jax.value_and_grad(lambda p: (jnp.sum(p * x), p), has_aux=True)(params)
""", run="g(jnp.ones(3), jnp.ones(3))"),
        Example("""
def parts(params, x):
    return jnp.sum(params * x), params

def g(params, x):
    return jax.jacrev(parts)(params, x)
""", run="g(jnp.ones(3), jnp.ones(3))"),
        Example("""
def loss(params, x, with_aux):
    value = jnp.sum(params * x)
    if with_aux:
        return value, params
    return value

def g(params, x):
    return jax.grad(loss)(params, x, False)
""", run="g(jnp.ones(3), jnp.ones(3))"),
    )
    invalid = (
        Example("""
class Trainer:
    def loss(self, params, x):
        return jnp.mean((params * x) ** 2)

    def step(self, params, x):
        grads, aux = jax.grad(self.loss, has_aux=True)(params, x)
        return params - 0.1 * grads
""", run="Trainer().step(jnp.ones(3), jnp.ones(3))", raises="TypeError", line=6,
            message="jax.grad(..., has_aux=True) of 'loss', which returns one array"),
        Example("""
import equinox as eqx

mlp = eqx.nn.MLP(in_size=2, out_size=1, width_size=8, depth=1, key=jax.random.key(0))

def g(x):
    return jax.grad(mlp)(x)
""", run="g(jnp.ones(2))", raises="TypeError", line=6,
            message="jax.grad of 'mlp', which returns an array of shape (1,)"),
        Example("""
def loss(params, x):
    pred = params * x
    return jnp.sum(pred ** 2), pred

def g(params, x):
    return jax.grad(loss)(params, x)
""", run="g(jnp.ones(3), jnp.ones(3))", raises="TypeError", line=6,
            message="jax.grad of 'loss', which returns a tuple"),
        Example("""
def loss(params, x):
    return [jnp.sum(params * x)]

def g(params, x):
    value, grads = jax.value_and_grad(loss)(params, x)
    return grads
""", run="g(jnp.ones(3), jnp.ones(3))", raises="TypeError", line=5,
            message="jax.value_and_grad of 'loss', which returns a list"),
        Example("""
def g(params, x):
    return jax.grad(lambda p: (jnp.sum(p * x), p))(params)
""", run="g(jnp.ones(3), jnp.ones(3))", raises="TypeError", line=2,
            message="jax.grad of the lambda, which returns a tuple"),
        Example("""
def losses(params, x):
    mse = jnp.mean((params * x) ** 2)
    return {"mse": mse, "l2": jnp.sum(params ** 2)}

grad_fn = jax.grad(losses)

def g(params, x):
    return grad_fn(params, x)
""", run="g(jnp.ones(3), jnp.ones(3))", raises="TypeError", line=5,
            message="jax.grad of 'losses', which returns a dict"),
        Example("""
def loss(params, x, scale):
    value = jnp.sum(params * x) * scale
    if scale > 1:
        return value, "large"
    return value, "small"

@jax.jit
def step(params, x):
    grads = jax.grad(loss, argnums=0)(params, x, 2.0)
    return params - 0.1 * grads
""", run="step(jnp.ones(3), jnp.ones(3))", raises="TypeError", line=9,
            message="jax.grad of 'loss', which returns a tuple", fixed="""
def loss(params, x, scale):
    value = jnp.sum(params * x) * scale
    if scale > 1:
        return value, "large"
    return value, "small"

@jax.jit
def step(params, x):
    grads, aux = jax.grad(loss, argnums=0, has_aux=True)(params, x, 2.0)
    return params - 0.1 * grads
""", reference="jnp.full(3, 0.8)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if not node.args:
            return
        found = self.ctx.non_scalar_gradient(node)
        if found is None:
            mismatch = self.ctx.aux_output_mismatch(node)
            if mismatch is not None:
                transform = self.ctx.qualified_name(node.func) or "jax.grad"
                transform = "jax.value_and_grad" if transform.endswith("value_and_grad") else "jax.grad"
                self.report(node, f"{transform}(..., has_aux=True) of {mismatch[0]}, which returns {mismatch[1]}: "
                                  "has_aux needs a pair (output, aux) (TypeError when the gradient function is "
                                  "called); return (loss, aux), nesting further auxiliary values in aux")
            return
        function, returns = found
        transform = self.ctx.qualified_name(node.func) or "jax.grad"
        transform = "jax.value_and_grad" if transform.endswith("value_and_grad") else "jax.grad"
        advice = ("reduce its output to a scalar (a (1,) output: reshape it to ())" if returns.startswith("an array")
                  else "pass has_aux=True if the rest is auxiliary data, or return the scalar alone")
        fix = has_aux_fix(self.ctx, node, transform == "jax.value_and_grad") if returns == "a tuple" else None
        self.report(node, f"{transform} of {function}, which returns {returns}: the gradient needs one scalar "
                          f"output (TypeError when the gradient function is called); {advice}", fix)
