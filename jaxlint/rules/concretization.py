"""JAX105 concretization: `bool()`/`int()`/`float()`/`.item()` on a tracer."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import NOT_ARRAY, fact
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import positional_values

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
bool_fix = deferred("jaxlint.fixers.conversions", "bool_fix")
scalar_fix = deferred("jaxlint.fixers.conversions", "scalar_fix")
hoisted_effect_fix = deferred("jaxlint.fixers.hoisted_effects", "hoisted_effect_fix")
host_log_fix = deferred("jaxlint.fixers.host_log", "host_log_fix")
numpy_twin_fix = deferred("jaxlint.fixers.staged", "numpy_twin_fix")
static_arg_fix = deferred("jaxlint.fixers.static_args", "static_arg_fix")
traced_parameters = deferred("jaxlint.fixers.static_args", "traced_parameters")


class Concretization(Rule):
    name = "concretization"
    kind = TRACED
    summary = "`bool()`/`int()`/`float()`/`complex()`/`.item()`/`.tolist()` on a traced value"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds conversions of a traced value into a Python scalar or list: `bool(x)`, `int(x)`,
`float(x)`, `complex(x)`, `x.item()` and `x.tolist()`, and calls on a traced value of the
methods that read or free a concrete array's device buffer (`x.delete()`, `x.tobytes()`,
`x.is_deleted()`, `x.devices()`, ...), and reads on a traced value of the attributes only a
concrete array has: `x.sharding` and `x.device` (AttributeError on a tracer), `x.committed`,
`x.addressable_shards`, `x.is_fully_replicated` (ConcretizationTypeError).

## Why is this bad?
A tracer stands for every possible value of its shape and dtype; it has no concrete number to
hand over. JAX raises `ConcretizationTypeError` (`TracerBoolConversionError` for `bool`).
Under `jax.grad` alone (no `jit`) tracers are concrete: `bool(x)`, `int(x)` and `x.item()` work
there, while `float(x)`, `complex(x)` and `x.tolist()` do not; jaxlint reports only these there.

## Example
```python
@jax.jit
def scale(x, factor):
    return x * float(factor)
```

## Use instead
```python
@jax.jit
def scale(x, factor):
    return x * factor  # keep it an array
```
or mark the argument static (`@partial(jax.jit, static_argnames=("factor",))`) when it really
is a Python number.

## Fix safety
* `bool(c)` as the test of an `if`, `while`, ternary or `assert` (also under `not`, `and`,
  `or` there) loses its `bool()`: safe, Python converts a test with `bool()` anyway. The branch
  itself is then JAX101's to rewrite (`jnp.where`, `lax.cond`).
* `jnp.where(bool(c), a, b)` becomes `jnp.where(c, a, b)`: unsafe, for a many-element `c`
  Python raises where the rewrite selects elementwise.
* `float(v)`, `int(v)` and `v.item()` whose result is used only in array math in the same
  function (operands of arithmetic or comparisons, array arguments of jnp functions, indices of
  anything but a dict, the value `x.at[i].set(...)` writes, the operand of a lax collective such
  as `jax.lax.psum`, an argument of Python's `max`/`min` whose result is used so, which JAX103
  then turns into `jnp.maximum`/`jnp.minimum`, the bound of a `for` loop's `range`, which JAX202 then turns into
  `lax.fori_loop`, an argument of `print()` or a field of a printed f-string, which JAX302 then
  turns into `jax.debug.print`) or returned by the function `jax.jit` traces (jit hands its caller an array
  either way) become `v`, `v.astype(int)` and `jax.lax.stop_gradient(v)`: unsafe, the value
  stays an array (float32 unless x64 is on) instead of a Python number. `.item()` stopped
  gradients, and so does its rewrite. The same holds for an argument of one of the module's own
  undecorated functions whose parameter is used there only in arithmetic and as an array
  argument of jnp functions (`helper(a, float(v))`), and for `return int(v)`, the one return
  of a module-level helper whose every call in the module (in a function) hands the result only
  to such uses; callers in other modules are not seen, one more reason the fix is unsafe. A
  value a lax body returns (a `lax.cond` branch, a `lax.map` body or a helper it calls, alone or
  in a returned tuple, list or dict) is an array once lax has it: `int(v)` and `v.item()` become
  `v.astype(int)` and `jax.lax.stop_gradient(v)`, `float(v)` becomes `v.astype(float)`, keeping
  the kind of dtype the conversion gave so branches and carries still agree (unsafe).
* `v.tolist()` whose list only becomes an array again (the sole argument of `jnp.asarray` or
  `jnp.array`, directly or through the one name it is bound to) becomes `v`: unsafe, where x64
  is on the rebuilt array took the default dtype of its Python numbers.
* `bool(v)` returned by the function `jax.jit` traces becomes `v.astype(bool)`: unsafe, jit
  hands its caller a boolean array instead of the Python bool it never managed to make.
* `int(jnp.ceil(x.shape[0] / 2))`, `float(jnp.sqrt(n))`: a jnp function applied only to Python
  values (jit stages it anyway) becomes its NumPy twin, `np.ceil(...)`, which computes the number
  at trace time: unsafe, NumPy computes in float64 where jnp used float32.
* Otherwise, `int(n)`, `float(time / dt)`, `bool(flag)` whose every traced part is a parameter
  of the jitted function: those parameters are marked static (`static_argnames`), as JAX202
  does for sizes: safe when each has a literal default or an `int`/`bool`/`str` annotation,
  or every call of the jitted function passes it a plain literal (int, string, bool, None or
  a tuple of those; each new value recompiles), unsafe otherwise; refused (advice) where a caller in view passes
  an array, and for parameters used as arrays.
* Conversions whose result a helper returns to a caller that may need a Python number, or that
  is used as a shape or passed to code the analysis does not see get no fix.
"""
    valid = (
        Example("""
def f(x):
    return x * int(x) if x > 0 else -x * x.item()
g = jax.grad(f)
""", run="g(3.0)"),
        Example("""
@jax.jit
def step(w, x):
    return w * 0.5 + x
def train(w):
    new = step(w, 1.0)
    w.delete()  # outside the jit: a concrete buffer
    return new
""", run="train(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    return x * float(x.shape[0])
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def update(x):
    return x * 2
y = update(jnp.ones(3))
print("placed on", y.sharding)  # the concrete result
""", run="y.sharding"),
        Example("""
@partial(jax.jit, static_argnames=("factor",))
def f(x, factor):
    return x * float(factor)
""", run="f(jnp.ones(3), factor=2)"),
        Example("""
@jax.jit
def f(x):
    return x.astype(jnp.int32)
""", run="f(jnp.ones(3))"),
        Example("""
def f(x):
    return x * int(x)
g = jax.grad(lambda x: f(x))
""", run="g(2.0)"),
        Example("""
@jax.jit
def f(x):
    n = int(np.prod(x.shape))
    return x.reshape(n)
""", run="f(jnp.ones((2, 2)))"),
        Example("""
@jax.jit
def f(params, x):
    scale = params["scale"] if bool(params) else 1.0
    return x * scale
""", run="f({'scale': 2.0}, jnp.ones(2))"),
    )
    invalid = (
        Example("""
def f(x):
    return x * complex(x).real
g = jax.grad(f)
""", run="g(3.0)", raises="ConcretizationTypeError",
            line=2, message="complex() on a value traced by jax.grad (parameter 'x') raises ConcretizationTypeError"),
        Example("""
@jax.jit
def f(x, factor):
    return x * float(factor)
""", run="f(jnp.ones(3), 2.0)", raises="ConcretizationTypeError",
            line=3, message="float() on a value traced by jax.jit (parameter 'factor')", fixed="""
@jax.jit
def f(x, factor):
    return x * factor
"""),
        Example("""
@jax.jit
def f(x):
    return int(x.sum())
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError",
            line=3, message="int() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return x.sum().astype(int)
"""),
        Example("""
@jax.jit
def f(x):
    return x.sum().item()
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError",
            line=3, message=".item() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jax.lax.stop_gradient(x.sum())
"""),
        Example("""
@jax.jit
def f(x):
    return x.tolist()
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError",
            line=3, message=".tolist() on a value traced by jax.jit (parameter 'x')"),
        Example("""
@jax.jit
def step(params, x):
    new = jax.tree_util.tree_map(lambda p: p * 0.5 + x, params)
    for p in jax.tree_util.tree_leaves(params):
        p.delete()  # free the old buffers
    return new
""", run="step({'w': jnp.ones(3)}, 1.0)", raises="ConcretizationTypeError",
            line=5, message=".delete() on a value traced by jax.jit (parameter 'params')"),
        Example("""
@jax.jit
def update(x):
    print("placed on", x.sharding)
    return x * 2
""", run="update(jnp.ones(3))", raises="AttributeError",
            line=3, message=".sharding on a value traced by jax.jit (parameter 'x') raises AttributeError"),
        Example("""
@jax.jit
def f(x):
    return bool(x > 0)
""", run="f(1.0)", raises="TracerBoolConversionError",
            line=3, message="bool() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return (x > 0).astype(bool)
"""),
        Example("""
@jax.vmap
def f(x):
    return complex(x)
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError",
            line=3, message="complex() on a value traced by jax.vmap (parameter 'x')"),
        Example("""
@jax.jit
def f(x):
    if bool(x.sum() > 0):
        return x
    return -x
""", run="f(jnp.array([-1.0, 3.0]))", raises="TracerBoolConversionError",
            line=3, message="bool() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x.sum() > 0, x, -x)
""", grad="jax.grad(lambda v: f(v).sum())(jnp.array([-1.0, 3.0]))"),
        Example("""
@jax.jit
def f(x):
    total = x.sum().item()
    return x / total
""", run="f(jnp.array([1.0, 3.0]))", raises="ConcretizationTypeError",
            line=3, message=".item() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    total = jax.lax.stop_gradient(x.sum())
    return x / total
""", grad="jax.grad(lambda v: f(v)[0])(jnp.array([1.0, 3.0]))"),
        Example("""
@jax.jit
def f(x, k):
    return x[int(k)] * 2
""", run="f(jnp.arange(3.0), 2.0)", raises="ConcretizationTypeError",
            line=3, message="int() on a value traced by jax.jit (parameter 'k')", fixed="""
@jax.jit
def f(x, k):
    return x[k.astype(int)] * 2
"""),
        Example("""
@jax.jit
def integrate(y0, time, dt):
    n_steps = int(time / dt)
    y, _ = lax.scan(lambda y, _: (y - dt * y, None), y0, None, length=n_steps)
    return y
""", run="integrate(jnp.ones(2), 1.0, 0.25)", raises="ConcretizationTypeError",
            line=3, message="int() on a value traced by jax.jit (parameter 'time')", fixed="""
@partial(jax.jit, static_argnames=("time", "dt"))
def integrate(y0, time, dt):
    n_steps = int(time / dt)
    y, _ = lax.scan(lambda y, _: (y - dt * y, None), y0, None, length=n_steps)
    return y
"""),
        Example("""
@jax.jit
def f(x):
    return bool(jnp.isfinite(x).all())
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="bool() on a value traced by jax.jit", fixed="""
@jax.jit
def f(x):
    return jnp.isfinite(x).all().astype(bool)
"""),
        Example("""
@jax.jit
def f(x):
    half = int(jnp.ceil(x.shape[0] / 2))
    return x[:half]
""", run="f(jnp.ones(5))", raises="ConcretizationTypeError",
            line=3, message="int() on a value traced by jax.jit (the result of jnp.ceil())", fixed="""
@jax.jit
def f(x):
    half = int(np.ceil(x.shape[0] / 2))
    return x[:half]
"""),
    )

    concrete_tracers = True  # float() and complex() fail under jax.grad too; bool(), int(), .item() do not

    def visit_Call(self, node: cst.Call) -> None:
        name = self.ctx.callee(node)
        if name in ("bool", "int", "float", "complex") and self._fails_here(fact(name)):
            args = positional_values(self, node)
            if args and args[0][1].traced and self.ctx.array_status(args[0][0].value) != NOT_ARRAY:
                error = "TracerBoolConversionError" if name == "bool" else "ConcretizationTypeError"
                fix = bool_fix(self.ctx, node) if name == "bool" else (
                    scalar_fix(self.ctx, node, name) if name in ("int", "float") else None)
                fix = fix or numpy_twin_fix(self.ctx, args[0][0].value) or self._static_fix(args[0][0].value)
                if (fix is None or not fix.edits) and args[0][1].param is not None and name != "bool":
                    fix = hoisted_effect_fix(self.ctx, args[0][1].param) or fix  # `meter.update(loss)` in the jit
                if (fix is None or not fix.edits) and name != "bool":
                    fix = host_log_fix(self.ctx, node) or fix  # `logger.info("%f", float(loss))`: a host callback
                advice = ("" if self.ctx.concrete_tracers  # jax.grad: the value is what is differentiated
                          else ", or mark the argument static with static_argnames")
                self.report(node, f"{name}() on a value {self.describe(args[0][1])} raises {error}; keep it an "
                                  f"array{advice}", fix)
            return
        func = node.func
        if name is not None or not isinstance(func, cst.Attribute):
            return
        method = func.attr.value
        known = fact("method:" + method)
        if known is None or not (known.concretizes and (known.reads_buffer or method in ("item", "tolist"))):
            return
        base = self.value(func.value)
        if not (base.traced and base.pytype is None and self._fails_here(known)):
            return
        if known.reads_buffer:
            self.report(node, f".{method}() on a value {self.describe(base)} raises ConcretizationTypeError: "
                              f"a tracer has no device buffer; call it on the result, outside the transformation")
            return
        fix = scalar_fix(self.ctx, node, method) if method in ("item", "tolist") and not node.args else None
        fix = fix or numpy_twin_fix(self.ctx, func.value)
        if (fix is None or not fix.edits) and method == "item":
            fix = host_log_fix(self.ctx, node) or fix
        self.report(node, f".{method}() on a value {self.describe(base)} raises "
                          f"ConcretizationTypeError; keep it an array, or return it and convert outside", fix)

    def visit_Attribute(self, node: cst.Attribute) -> None:
        """`x.sharding`, `x.committed` read on a tracer: placement and buffer attributes exist on
        concrete arrays only (JAX 0.10.2 raises under jit, vmap and grad alike)."""
        known = fact("attr:" + node.attr.value)
        if known is None or known.concrete_attr_error is None:
            return
        base = self.value(node.value)
        if not (base.traced and base.pytype is None and base.cls is None):
            return
        if self.ctx.array_status(node.value) == NOT_ARRAY:
            return
        self.report(node, f".{node.attr.value} on a value {self.describe(base)} raises "
                          f"{known.concrete_attr_error}: only a concrete array has it; read it on the result, "
                          f"outside the transformation")

    def _static_fix(self, arg: cst.BaseExpression):
        """`int(n)`, `int(time / dt)`: every traced part of the argument is a parameter of the
        jitted function, so marking those static makes the conversion a Python one (not under
        jax.grad alone, which differentiates the value)."""
        if self.ctx.concrete_tracers:
            return None
        params = traced_parameters(self.ctx, arg)
        return static_arg_fix(self.ctx, params) if params else None

    def _fails_here(self, known) -> bool:
        """False for a conversion that works on concrete tracers (bool(), int(), .item() under
        jax.grad alone) where the tracers are concrete."""
        return not (self.ctx.concrete_tracers and known is not None and known.works_on_concrete)
