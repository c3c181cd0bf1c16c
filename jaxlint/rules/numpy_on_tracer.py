"""JAX501 numpy-on-tracer: host NumPy and `math` applied to traced values."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import Kind, contains_tracer, fact, first_tracer
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code, eager_callers_unsafe
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import short_name

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
name_for = deferred("jaxlint.fixers.imports", "name_for")
hoisted_effect_fix = deferred("jaxlint.fixers.hoisted_effects", "hoisted_effect_fix")


class NumpyOnTracer(Rule):
    name = "numpy-on-tracer"
    kind = TRACED
    summary = "`np.*` / `math.*` / `scipy.*` applied to traced values"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds NumPy functions that convert their argument to a host array (`np.sin`, `np.exp`,
`np.where`, `np.clip`, `np.dot`, `np.concatenate`, `np.asarray`, `np.linalg.norm`, ...) and
`math` functions (`math.sqrt`, `math.exp`, ...) applied to traced values.

## Why is this bad?
A tracer has no data to copy into a NumPy array: JAX raises `TracerArrayConversionError`
(`math.*` calls `float()` and raises `ConcretizationTypeError`). Not every NumPy function
fails: `np.sum`, `np.mean`, `np.max`, `np.reshape`, `np.transpose`, `np.shape` and others
hand the call to the array's own method and work on tracers, so jaxlint does not report
them. The table of which is which is measured against the installed JAX by the test suite.
Those functions (and `np.iscomplexobj`, `np.ndim`, `np.size`) still build an array from a
Python list or tuple first: given a sequence of tracers (`np.iscomplexobj(x)` where a caller
hands the jitted function a list, which jit rebuilds as a list of scalar tracers) they raise
`TracerArrayConversionError` too, and jaxlint reports them.

## Example
```python
@jax.jit
def f(x):
    return np.sin(x) * 2
```

## Use instead
```python
@jax.jit
def f(x):
    return jnp.sin(x) * 2
```

SciPy's `scipy.special`, `scipy.linalg` and `scipy.stats` functions convert their arguments
the same way; those with a `jax.scipy` twin are rewritten to it. So do scipy.sparse's coordinate
constructors (`csr_matrix((data, (rows, cols)))`, csc, coo) and its solvers (`spsolve`, `cg`,
`gmres`, `bicgstab`): reported, not rewritten.

Storing a traced value into a NumPy array (`out = np.zeros(n)` then `out[i] = jnp.sin(x[i])`)
converts it too: `TracerArrayConversionError`, or `ValueError: setting an array element with a
sequence` when one element gets a traced scalar. Build the result with `jnp` (`out =
out.at[i].set(...)`, `jnp.stack`) instead.

## Fix safety
NumPy and `math`: safe, the `jax.numpy` function of the same name computes the same values on
the device (the original raised for every input).

SciPy: unsafe. JAX computes in float32 unless x64 is enabled while SciPy computes in float64,
so results differ in the last digits (measured: relative differences up to about 1e-5);
`jax.scipy.linalg.sqrtm` runs on CPU only. Calls that pass a keyword the `jax.scipy` function
does not take (`out=`, `where=`, `assume_a=`, `driver=`, ...) are not rewritten, nor are SciPy
functions without a `jax.scipy` twin (`scipy.linalg.logm`, `norm`, `pinv`, `eig`, `lstsq`,
`eigvalsh`; for several of these `jax.numpy.linalg` has a function of another signature).

In a helper the analysis reached from traced code (a function that is not itself jitted,
vmapped or a `lax` body), the safe rewrites here are unsafe: the helper may also run
eagerly, on NumPy arrays or Python numbers, which would become JAX arrays.
"""
    valid = (
        Example("""
def energy(a, n):
    return np.sum(a ** 2) * np.shape(a)[0] * np.sqrt(n)
g = jax.grad(energy)
""", run="g(jnp.ones(3), 4.0)"),
        Example("""
@jax.jit
def f(x):
    return jnp.sin(x) + np.sum(x)
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    return x.reshape(np.prod(x.shape))
""", run="f(jnp.ones((2, 3)))"),
        Example("""
MASK = np.array([True, False, True])
@jax.jit
def f(x):
    return jnp.where(MASK, x, 0.0)
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    scale = math.sqrt(x.shape[-1])
    return x / scale
""", run="f(jnp.ones((2, 4)))"),
        Example("""
@jax.jit
def f(x):
    return np.mean(x) + np.max(x) + np.transpose(x).sum()
""", run="f(jnp.ones((2, 2)))"),
        Example("""
def f(x):
    return np.sin(np.asarray(x))
""", run="f(jnp.ones(3))"),
        Example("""
import scipy.special
LOG_FACTORIAL_3 = scipy.special.gammaln(4.0)
@jax.jit
def f(x):
    return x + LOG_FACTORIAL_3 + scipy.special.gammaln(float(x.shape[0]))
""", run="f(jnp.ones(3))"),
        Example("""
def to_ndc(origins, xnp=np):
    return xnp.stack([origins[..., 0] / origins[..., 2], origins[..., 1] / origins[..., 2]], -1)

@jax.jit
def step(origins):
    return to_ndc(origins, xnp=jnp).sum()
""", run="step(jnp.ones((4, 3)))"),
    )
    invalid = (
        Example("""
def energy(a):
    return jnp.sum(a ** 2) / abs(np.linalg.det(a))
g = jax.grad(energy)
""", run="g(jnp.eye(2) * 2.0)", raises="TracerArrayConversionError",
            line=2, message="np.linalg.det() on a value traced by jax.grad (parameter 'a')", fixed="""
def energy(a):
    return jnp.sum(a ** 2) / abs(jnp.linalg.det(a))
g = jax.grad(energy)
""", reference="jax.grad(lambda a: jnp.sum(a ** 2) / abs(jnp.linalg.det(a)))(jnp.eye(2) * 2.0)"),
        Example("""
class PointEnv:
    def step(self, pos, action):
        return pos + 0.1 * np.clip(action, -1.0, 1.0)
env = PointEnv()
g = jax.grad(lambda a: env.step(jnp.zeros(3), a).sum())
""", run="g(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.clip() on a value traced by jax.grad (parameter 'a')", fixed="""
class PointEnv:
    def step(self, pos, action):
        return pos + 0.1 * jnp.clip(action, -1.0, 1.0)
env = PointEnv()
g = jax.grad(lambda a: env.step(jnp.zeros(3), a).sum())
""", reference="jax.grad(lambda a: (0.1 * jnp.clip(a, -1.0, 1.0)).sum())(jnp.ones(3))"),
        Example("""
def to_ndc(origins, xnp=np):
    return xnp.stack([origins[..., 0] / origins[..., 2], origins[..., 1] / origins[..., 2]], -1)

@jax.jit
def step(origins):
    return to_ndc(origins).sum()
""", run="step(jnp.ones((4, 3)))", raises="TracerArrayConversionError",
            line=2, message="np.stack() on a value traced by jax.jit"),
        Example("""
@jax.grad
def sum_sin(x):
    return np.sin(x).sum()
""", run="sum_sin(jnp.ones((2, 2)))", raises="TracerArrayConversionError",
            line=3, message="np.sin() on a value traced by jax.grad (parameter 'x')", fixed="""
@jax.grad
def sum_sin(x):
    return jnp.sin(x).sum()
""", reference="jnp.cos(jnp.ones((2, 2)))"),
        Example("""
@jax.jit
def f(x):
    return np.sin(x) * 2
""", run="f(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.sin() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.sin(x) * 2
"""),
        Example("""
@jax.jit
def f(x):
    return np.where(x > 0, x, 0.0)
""", run="f(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.where() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0.0)
"""),
        Example("""
@jax.jit
def f(x):
    return np.asarray(x) + 1
""", run="f(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.asarray() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.asarray(x) + 1
"""),
        Example("""
@jax.jit
def f(x, y):
    return np.concatenate([x, y])
""", run="f(jnp.ones(2), jnp.ones(2))", raises="TracerArrayConversionError",
            line=3, message="np.concatenate() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x, y):
    return jnp.concatenate([x, y])
"""),
        Example("""
@jax.jit
def f(x):
    return math.sqrt(x)
""", run="f(4.0)", raises="ConcretizationTypeError",
            line=3, message="math.sqrt() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.sqrt(x)
"""),
        Example("""
@jax.vmap
def f(x):
    return np.linalg.norm(x)
""", run="f(jnp.ones((2, 3)))", raises="TracerArrayConversionError",
            line=3, message="np.linalg.norm() on a value traced by jax.vmap (parameter 'x')", fixed="""
@jax.vmap
def f(x):
    return jnp.linalg.norm(x)
""", reference="jnp.full(2, 3.0 ** 0.5)"),
        Example("""
import scipy.special
@jax.jit
def f(x):
    return scipy.special.expit(x) * 2
""", run="f(jnp.array([0.0, 1.5]))", raises="TracerArrayConversionError",
            line=4, message="scipy.special.expit() on a value traced by jax.jit (parameter 'x') raises TracerArrayConversionError; use jax.scipy.special.expit", fixed="""
import scipy.special
@jax.jit
def f(x):
    return jax.scipy.special.expit(x) * 2
"""),
        Example("""
@jax.jit
def sines(x):
    out = np.zeros(3)
    for i in range(3):
        out[i] = jnp.sin(x[i])
    return out
""", run="sines(jnp.ones(3))", raises="ValueError", line=5,
            message="NumPy array 'out' given a value traced by jax.jit"),
        Example("""
@jax.jit
def copy_in(x):
    buffer = np.zeros(3)
    buffer[:] = x
    return x
""", run="copy_in(jnp.ones(3))", raises="TracerArrayConversionError", line=4,
            message="NumPy array 'buffer' given a value traced by jax.jit (parameter 'x') raises "
                    "TracerArrayConversionError"),
        Example("""
@jax.jit
def noisy(x, scale):
    return x + np.random.normal(0.0, scale, size=x.shape)
""", run="noisy(jnp.ones(3), 0.1)", raises="TracerArrayConversionError", line=3,
            message="np.random.normal() on a value traced by jax.jit (parameter 'scale') raises "
                    "TracerArrayConversionError; draw with jax.random and a key passed in"),
        Example("""
@jax.jit
def as_real(x):
    if np.iscomplexobj(x):
        x = jnp.real(x)
    return jnp.asarray(x) * 2.0
""", run="as_real([1.0, 2.0])", raises="TracerArrayConversionError", line=3,
            message="np.iscomplexobj() on a Python sequence holding a value traced by jax.jit (an element of "
                    "parameter 'x') raises TracerArrayConversionError"),
        Example("""
from scipy.linalg import expm
@jax.jit
def f(a):
    return expm(a)
""", run="f(jnp.array([[0.0, 1.0], [0.0, 0.0]]))", raises="TracerArrayConversionError",
            line=4, message="scipy.linalg.expm() on a value traced by jax.jit (parameter 'a')", fixed="""
from scipy.linalg import expm
@jax.jit
def f(a):
    return jax.scipy.linalg.expm(a)
"""),
    )

    concrete_tracers = True  # a JVP tracer has no host buffer either: the conversion fails under jax.grad

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._check_host_store(target.target, node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._check_host_store(node.target, node.value)

    def _check_host_store(self, target: cst.BaseExpression, value_node: cst.BaseExpression) -> None:
        """`out[i] = tracer` with `out` a NumPy array: NumPy copies the tracer into its buffer."""
        if isinstance(target, (cst.Tuple, cst.List)):
            values = value_node.elements if isinstance(value_node, (cst.Tuple, cst.List)) else None
            for i, element in enumerate(target.elements):
                if values is not None and len(values) == len(target.elements):
                    self._check_host_store(element.value, values[i].value)
            return
        if not isinstance(target, cst.Subscript):
            return
        array = self.value(target.value)
        if array.pytype != "ndarray" or contains_tracer(array):
            return
        tracer = first_tracer(self.value(value_node))
        if tracer is None:
            return
        element = all(isinstance(e.slice, cst.Index) and not isinstance(e.slice.value, (cst.Tuple, cst.Slice))
                      for e in target.slice) and tracer.pytype is None
        error = "TracerArrayConversionError (ValueError when one element gets a traced scalar)" if element \
            else "TracerArrayConversionError"
        self.report(target, f"NumPy array '{code(target.value).strip()}' given a value "
                            f"{self.describe(tracer)} raises {error}; build it with jnp (`.at[i].set(...)`)")

    def visit_Call(self, node: cst.Call) -> None:
        qual = self.ctx.callee(node)
        if qual is None:
            return
        if qual.startswith("jax.numpy."):  # jnp.ndim/shape/size read a list or tuple through NumPy
            known = fact(qual)
            if known is not None and known.converts_sequences:
                self._check_sequence(node, qual, known.converts_sequences)
            return
        if not qual.startswith(("numpy.", "math.", "scipy.")):
            return
        module, _, name = qual.partition(".")
        known = fact(qual)
        if known is not None and known.converts is None and known.converts_sequences:
            self._check_sequence(node, qual, known.converts_sequences)
        if known is None or known.converts is None:
            return
        tracer = next((first_tracer(self.value(a.value)) for a in node.args if contains_tracer(self.value(a.value))),
                      None)
        if tracer is None:
            return
        equivalent = known.jax_equivalent
        short = {"numpy": "np.", "math": "math."}.get(module, module + ".") + name
        advice = f"use {short_name(equivalent)}" if equivalent else known.instead or "use the jax.numpy/jax.scipy equivalent"
        fix = eager_callers_unsafe(self.ctx, self._fix(node, known))
        if fix is None or not fix.edits:  # `ckpt.save("latest", new)` in the jitted step: moved out of it
            handed = [a.value.value for a in node.args if isinstance(a.value, cst.Name) and contains_tracer(
                self.value(a.value)) and self.ctx.function.param(a.value.value)[1] is not None]
            fix = (hoisted_effect_fix(self.ctx, handed[0]) if len(handed) == 1 else None) or fix
        self.report(node, f"{short}() on a value {self.describe(tracer)} raises {known.converts}; {advice}", fix)

    def _check_sequence(self, node: cst.Call, qual: str, error: str) -> None:
        """`np.iscomplexobj(xs)` with `xs` a Python list or tuple holding tracers: the function reads a
        traced array's own dtype or shape, but builds an array from a sequence first, converting each
        tracer in it (a list handed to jax.jit arrives as a list of scalar tracers)."""
        if not node.args or node.args[0].keyword is not None or node.args[0].star:
            return
        value = self.value(node.args[0].value)
        if value.pytype in ("list", "tuple") and value.kind is not Kind.TRACED:
            tracer, what = first_tracer(value), f"a Python {value.pytype}"
        elif value.pytype == "pytree" and value.sequence:  # every caller passes a list or tuple display
            tracer, what = first_tracer(value.elem) if value.elem is not None else None, "a Python sequence"
        else:
            return
        if tracer is None:
            return
        if qual.startswith("jax.numpy."):
            self.report(node, f"{short_name(qual)}() on {what} holding a value {self.describe(tracer)} raises "
                              f"{error}: it asks NumPy for the sequence's shape, which builds an array from it "
                              f"first; pass an array (jnp.asarray) or test the type with isinstance")
            return
        short = "np." + qual.partition(".")[2]
        self.report(node, f"{short}() on {what} holding a value {self.describe(tracer)} raises {error}: NumPy "
                          f"builds an array from the sequence first; pass an array (jnp.asarray) or use the "
                          f"jax.numpy function")

    def _fix(self, node: cst.Call, known) -> PendingFix | None:
        target = known.jax_equivalent
        if target is None:
            return None
        head = node.func
        while isinstance(head, cst.Attribute):
            head = head.value
        if isinstance(head, cst.Name) and self.ctx.is_parameter(head.value):
            return None  # `xnp.stack` with `xnp=np`: the helper's callers choose the module
        if known.shared_keywords is not None and any(
                a.keyword is not None and a.keyword.value not in known.shared_keywords for a in node.args):
            return None  # a keyword the jax function lacks (out=, where=, assume_a=, ...)
        spelled, edit = _spelling(self.ctx.module, target)
        if spelled is None:
            return None
        note = f" ({known.equivalent_note})" if known.equivalent_note else ""
        edits = [NodeEdit(node.func, spelled)] + ([edit] if edit else [])
        listed = [a.value for a in node.args if not a.star and _number_display(a.value)]
        if listed and target not in _TAKE_SEQUENCES:
            numpy, numpy_edit = name_for(self.ctx.module, "numpy")
            if numpy is None:
                return None
            edits += [NodeEdit(value, f"{numpy}.asarray({code(value).strip()})") for value in listed]
            edits += [numpy_edit] if numpy_edit is not None else []
        return PendingFix(f"Replace with {spelled}{note}", edits,
                          Applicability.UNSAFE if known.equivalent_note else Applicability.SAFE)


# jnp functions that take a Python sequence as NumPy does; the others reject a list (TypeError: "requires
# ndarray or scalar arguments"), so a list of numbers is handed over as the array NumPy would make of it.
_TAKE_SEQUENCES = frozenset({"jax.numpy.array", "jax.numpy.asarray"})


def _number_display(node: cst.BaseExpression) -> bool:
    """A list or tuple display of number literals (nested ones too): `[0, 50, 100]`, `((1, 2), (3, -4))`."""
    if isinstance(node, (cst.List, cst.Tuple)):
        return bool(node.elements) and all(not isinstance(el, cst.StarredElement) and (
            _number_display(el.value) or _number(el.value)) for el in node.elements)
    return False


def _number(node: cst.BaseExpression) -> bool:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        node = node.expression
    return isinstance(node, (cst.Integer, cst.Float))


def _spelling(module, target: str):
    """`jnp.sin` / `jax.scipy.special.erf` / `jsp.erf`, through the module's imports (adding `import jax`
    or `import jax.numpy as jnp` when needed)."""
    if target.startswith("jax.numpy."):
        jnp, edit = name_for(module, "jax.numpy")
        return (f"{jnp}.{target.removeprefix('jax.numpy.')}" if jnp else None), edit
    spelled, edit = name_for(module, target)
    if spelled is not None:
        return spelled, edit
    for alias, full in module.top_level_imports.items():
        if target.startswith(full + "."):
            return alias + target[len(full):], None  # `import jax.scipy as jsp` -> jsp.special.erf
    jax_name, edit = name_for(module, "jax")
    return (jax_name + target[len("jax"):] if jax_name else None), edit
