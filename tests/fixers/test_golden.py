"""Golden before/after tests for every fixer.

Each "after" must equal the expected text, must be a fixed point (fixing again changes
nothing), and is executed: the fixed function runs under `jax.jit` and its result is compared
with the original run eagerly under `jax.disable_jit()` (same tree structure, shapes, dtypes,
values).
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.helpers import with_use


@dataclass(frozen=True)
class Golden:
    name: str
    before: str
    after: str
    call: str  # expression evaluated in the module's namespace
    unsafe: bool = False
    config: dict | None = None
    reference: str | None = None  # when the original fails even eagerly: the expected result
    grad: str | None = None  # a gradient to compare too (rewrites to jnp.where / lax.cond / lax.select)


# A flag parameter of a bare @jax.jit: the fix adds `from functools import partial`.
_FLAG = """
@jax.jit
def f(x, flag=False):
    if flag:
        return x * 0.5
    return lax.neg(x)
def g(x):
    return f(x, True)
"""

HEADER = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom functools import partial\n"
LAX = HEADER + "from jax import lax\n"

CASES = [
    Golden("ternary", HEADER + """
@jax.jit
def f(x):
    return x if x > 0 else -x
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x > 0, x, -x)
""", "f(jnp.array([-1.0, 2.0]).sum())"),
    Golden("if-return-else", HEADER + """
@jax.jit
def f(x):
    if x.sum() < 0:
        return -x
    else:
        return x * 2
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x.sum() < 0, -x, x * 2)
""", "f(jnp.array([1.0, -3.0]))"),
    Golden("if-return-then-return", HEADER + """
@jax.jit
def f(x):
    if x.sum() < 0:
        return -x
    return x
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x.sum() < 0, -x, x)
""", "f(jnp.array([1.0, 3.0]))"),
    Golden("if-assign-else", HEADER + """
@jax.jit
def f(x):
    if x.mean() > 1:
        y = x / 2
        z = x
    else:
        z = -x
        y = x * 3
    return y + z
""", HEADER + """
@jax.jit
def f(x):
    y = jnp.where(x.mean() > 1, x / 2, x * 3)
    z = jnp.where(x.mean() > 1, x, -x)
    return y + z
""", "f(jnp.arange(4.0))"),  # `x / 2`: a literal denominator is never NaN-prone
    Golden("if-assign-one-arm", HEADER + """
@jax.jit
def f(x):
    y = x
    if x > 1:
        y = x - 1
    return y
""", HEADER + """
@jax.jit
def f(x):
    y = x
    y = jnp.where(x > 1, x - 1, y)
    return y
""", "f(3.0)"),
    Golden("static-flag-bare-jit-adds-partial", "import jax\nimport jax.numpy as jnp\n" + """
@jax.jit
def f(x, training=False):
    if training:
        return x * 0.5
    return x
def train_step(x):
    return f(x, True)
""", "from functools import partial\n\nimport jax\nimport jax.numpy as jnp\n" + """
@partial(jax.jit, static_argnames=("training",))
def f(x, training=False):
    if training:
        return x * 0.5
    return x
def train_step(x):
    return f(x, True)
""", "train_step(jnp.ones(3))"),
    Golden("static-merge-argnames", HEADER + """
@partial(jax.jit, static_argnames=("n",))
def f(x, n, mode: str):
    if mode == "double":
        return x * n * 2
    return x * n
""", HEADER + """
@partial(jax.jit, static_argnames=("n", "mode"))
def f(x, n, mode: str):
    if mode == "double":
        return x * n * 2
    return x * n
""", "f(jnp.ones(2), 3, 'double')"),
    Golden("static-extend-argnums", HEADER + """
@partial(jax.jit, static_argnums=(1,))
def f(x, n, reverse: bool):
    if reverse:
        return x[::-1] * n
    return x * n
""", HEADER + """
@partial(jax.jit, static_argnums=(1, 2))
def f(x, n, reverse: bool):
    if reverse:
        return x[::-1] * n
    return x * n
""", "f(jnp.arange(3.0), 2, True)"),
    Golden("static-on-jit-call", HEADER + """
def g(x, n: int):
    return x[:n]
fast = jax.jit(g)
""", HEADER + """
def g(x, n: int):
    return x[:n]
fast = jax.jit(g, static_argnames=("n",))
""", "fast(jnp.arange(5.0), 2)"),
    Golden("static-range", HEADER + """
@jax.jit
def f(x, steps: int):
    for _ in range(steps):
        x = x * 2
    return x
""", HEADER + """
@partial(jax.jit, static_argnames=("steps",))
def f(x, steps: int):
    for _ in range(steps):
        x = x * 2
    return x
""", "f(1.5, 3)"),
    Golden("shape-math-prod-of-shape", HEADER + """
@jax.jit
def f(x):
    n = jnp.prod(x.shape)
    return x.reshape(n)
""", HEADER + """
@jax.jit
def f(x):
    n = np.prod(x.shape)
    return x.reshape(n)
""", "f(jnp.ones((2, 3)))", reference="jnp.ones(6)"),
    Golden("shape-math-array-prod-adds-numpy", "import jax\nimport jax.numpy as jnp\n" + """
@jax.jit
def f(x):
    return x.reshape(jnp.array(x.shape).prod())
""", "import jax\nimport jax.numpy as jnp\nimport numpy as np\n" + """
@jax.jit
def f(x):
    return x.reshape(np.prod(x.shape))
""", "f(jnp.ones((2, 3)))"),
    Golden("shape-math-through-a-name", HEADER + """
@jax.jit
def f(x):
    size = jnp.asarray(x.shape[1:]).prod()
    return x.reshape(x.shape[0], size)
""", HEADER + """
@jax.jit
def f(x):
    size = np.prod(x.shape[1:])
    return x.reshape(x.shape[0], size)
""", "f(jnp.ones((2, 3, 4)))"),
    Golden("shape-math-scalar-unwrap", HEADER + """
@jax.jit
def f(x):
    return jnp.zeros(jnp.array(x.shape[0]) * 2)
""", HEADER + """
@jax.jit
def f(x):
    return jnp.zeros(x.shape[0] * 2)
""", "f(jnp.ones(3))"),
    Golden("shape-math-math-prod", "import math\nimport jax\nimport jax.numpy as jnp\n" + """
@jax.jit
def f(x):
    return x.reshape(jnp.prod(x.shape))
""", "import math\nimport jax\nimport jax.numpy as jnp\n" + """
@jax.jit
def f(x):
    return x.reshape(math.prod(x.shape))
""", "f(jnp.ones((2, 3)))", config={"shape_math_fix": "math.prod"}, reference="jnp.ones(6)"),
    Golden("max-two", HEADER + """
@jax.jit
def f(x):
    return max(x, 0.0)
""", HEADER + """
@jax.jit
def f(x):
    return jnp.maximum(x, 0.0)
""", "f(-2.0)"),
    Golden("min-three-nested", HEADER + """
@jax.jit
def f(a, b, c):
    return min(a, b, c)
""", HEADER + """
@jax.jit
def f(a, b, c):
    return jnp.minimum(jnp.minimum(a, b), c)
""", "f(3.0, 1.0, 2.0)"),
    Golden("max-of-array", HEADER + """
@jax.jit
def f(x):
    return max(x)
""", HEADER + """
@jax.jit
def f(x):
    return jnp.max(x)
""", "f(jnp.array([1.0, 5.0, 2.0]))"),
    Golden("max-of-list-literal", HEADER + """
@jax.jit
def f(x):
    return max([x.sum(), x.mean()])
""", HEADER + """
@jax.jit
def f(x):
    return jnp.maximum(x.sum(), x.mean())
""", "f(jnp.array([1.0, 5.0]))"),
    Golden("any-all", HEADER + """
@jax.jit
def f(x):
    a = any(x > 1)
    b = all([x.sum() > 0, x.mean() > 0])
    return a, b
""", HEADER + """
@jax.jit
def f(x):
    a = jnp.any(x > 1)
    b = jnp.all(jnp.asarray([x.sum() > 0, x.mean() > 0]))
    return a, b
""", "f(jnp.array([3.0, 1.0, 2.0]))"),
    Golden("sorted-unsafe-list-becomes-array", HEADER + """
@jax.jit
def f(x: jax.Array):
    return sorted(x, reverse=True)
""", HEADER + """
@jax.jit
def f(x: jax.Array):
    return jnp.sort(x)[::-1]
""", "jnp.asarray(f(jnp.array([3.0, 1.0, 2.0])))", unsafe=True),
    Golden("chained-comparison", HEADER + """
@jax.jit
def f(lo, x, hi):
    inside = lo <= x < hi
    return jnp.where(inside, x, 0.0)
""", HEADER + """
@jax.jit
def f(lo, x, hi):
    inside = jnp.logical_and(lo <= x, x < hi)
    return jnp.where(inside, x, 0.0)
""", "f(0.0, 0.5, 1.0)"),
    Golden("bool-ops-unsafe", HEADER + """
@jax.jit
def f(x, y):
    both = (x > 0) and (y > 0)
    either = (x > 1) or (y > 1)
    neither = not both
    return both, either, neither
""", HEADER + """
@jax.jit
def f(x, y):
    both = jnp.logical_and((x > 0), (y > 0))
    either = jnp.logical_or((x > 1), (y > 1))
    neither = jnp.logical_not(both)
    return both, either, neither
""", "f(1.0, 2.0)", unsafe=True),
    Golden("list-index-numbers", HEADER + """
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return WEIGHTS[i]
""", HEADER + """
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return jnp.asarray(WEIGHTS)[i]
""", "f(2)"),
    Golden("slice-bound-static", HEADER + """
@jax.jit
def f(x, n: int):
    return x[:n]
""", HEADER + """
@partial(jax.jit, static_argnames=("n",))
def f(x, n: int):
    return x[:n]
""", "f(jnp.arange(5.0), 3)"),
    Golden("debug-print", HEADER + """
@jax.jit
def f(x):
    y = jnp.sin(x)
    print(f"y = {y:.3f} {{literal}}", x, sep=" | ")
    print("x is", x)
    return y
""", HEADER + """
@jax.jit
def f(x):
    y = jnp.sin(x)
    jax.debug.print("y = {:.3f} {{literal}} | {}", y, x)
    jax.debug.print("x is {}", x)
    return y
""", "f(0.5)"),
    Golden("adds-jnp-import", "import jax\nfrom jax import jit\n" + """
@jit
def f(x, y):
    return max(x, y)
""", "import jax\nfrom jax import jit\n" + """
@jit
def f(x, y):
    return jax.numpy.maximum(x, y)
""", "f(1.0, 2.0)"),
    Golden("adds-stdlib-import-to-the-stdlib-section", "import os\n\nimport jax\nfrom jax import lax\n" + _FLAG,
           "import os\nfrom functools import partial\n\nimport jax\nfrom jax import lax\n"
           + _FLAG.replace("@jax.jit", '@partial(jax.jit, static_argnames=("flag",))'), "g(1.0)"),
    Golden("adds-third-party-import-sorted-into-its-section",
           "import math\n\nimport equinox as eqx\nimport numpy as np\nfrom jax import jit\n" + """
@jit
def f(x, y):
    return max(x, y) + np.float32(eqx.is_array(x)) * math.pi * 0
""", "import math\n\nimport equinox as eqx\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import jit\n" + """
@jit
def f(x, y):
    return jnp.maximum(x, y) + np.float32(eqx.is_array(x)) * math.pi * 0
""", "f(1.0, 2.0)"),
    Golden("adds-jnp-import-when-no-jax-module", "from jax import jit\n" + """
@jit
def f(x, y):
    return max(x, y)
""", "import jax.numpy as jnp\nfrom jax import jit\n" + """
@jit
def f(x, y):
    return jnp.maximum(x, y)
""", "f(1.0, 2.0)"),
]


CASES += [
    Golden("numpy-ufunc-to-jnp", HEADER + """
@jax.jit
def f(x):
    return np.sin(x) * 2 + np.sum(x)
""", HEADER + """
@jax.jit
def f(x):
    return jnp.sin(x) * 2 + np.sum(x)
""", "f(jnp.arange(3.0))"),
    Golden("math-to-jnp", "import math\n" + HEADER + """
@jax.jit
def f(x):
    return math.sqrt(x) + math.fabs(x)
""", "import math\n" + HEADER + """
@jax.jit
def f(x):
    return jnp.sqrt(x) + jnp.abs(x)
""", "f(4.0)"),
    Golden("boolean-mask-reductions", HEADER + """
@jax.jit
def f(x):
    return x[x > 0].sum(), x[x > 0].mean(), x[x < 2].max()
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0).sum(), jnp.mean(x, where=x > 0), jnp.where(x < 2, x, -jnp.inf).max()
""", "f(jnp.array([-1.0, 1.5, 3.0]))", unsafe=True),
    Golden("inplace-set-and-add", HEADER + """
@jax.jit
def f(x, i):
    x[i] = 0.0
    y = x * 2
    y[0] += 1.0
    y[1:] *= 3.0
    return y
""", HEADER + """
@jax.jit
def f(x, i):
    x = x.at[i].set(0.0)
    y = x * 2
    y = y.at[0].add(1.0)
    y = y.at[1:].multiply(3.0)
    return y
""", "f(jnp.arange(4.0), 2)", reference="jnp.array([1.0, 6.0, 0.0, 18.0])"),
]


# Conversions, defaults, data-dependent shapes and indexing, SciPy, prints and leaks (issue #15 items 4-6);
# gradients and padded results are checked in tests/fixers/test_value_fix_rate.py.
CASES += [
    Golden("float-and-item-dropped-in-array-math", HEADER + """
@jax.jit
def f(x, factor):
    scale = float(factor)
    return x * scale + float(x.mean())
""", HEADER + """
@jax.jit
def f(x, factor):
    scale = factor
    return x * scale + x.mean()
""", "f(jnp.arange(3.0), 2.0)", unsafe=True),
    Golden("bool-in-ternary-then-where", HEADER + """
@jax.jit
def f(x):
    y = 2.0 if bool(x.sum() > 1) else 3.0
    return x * y
""", HEADER + """
@jax.jit
def f(x):
    y = jnp.where(x.sum() > 1, 2.0, 3.0)
    return x * y
""", "f(jnp.arange(3.0))"),
    Golden("or-default-keeps-none", HEADER + """
@jax.jit
def f(x, scale=None):
    scale = scale or 1.0
    return x * scale
""", HEADER + """
@jax.jit
def f(x, scale=None):
    scale = 1.0 if scale is None else jnp.where(scale, scale, 1.0)
    return x * scale
""", "(f(jnp.ones(2)), f(jnp.ones(2), 0.0), f(jnp.ones(2), 3.0))", unsafe=True),
    Golden("early-return-in-static-loop", HEADER + """
@jax.jit
def f(x, t):
    for i in range(3):
        v = x[i] * 2.0
        if v > t:
            return v
    return 0.0 * t
""", HEADER + """
@jax.jit
def f(x, t):
    result = 0.0 * t
    for i in reversed(range(3)):
        v = x[i] * 2.0
        result = jnp.where(v > t, v, result)
    return result
""", "(f(jnp.array([0.1, 0.5, 0.9]), 0.9), f(jnp.array([0.1, 0.5, 0.9]), 5.0))", unsafe=True,
           grad="jax.grad(lambda v: f(v, 0.9))(jnp.array([0.1, 0.5, 0.9]))"),
    Golden("assert-to-debug-callback", HEADER + """
def normalized(x):
    total = x.sum()
    assert total > 0
    return x / total
step = jax.jit(normalized)
""", HEADER + """
def normalized(x):
    total = x.sum()
    jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), "assertion failed: total > 0"), total > 0)
    return x / total
step = jax.jit(normalized)
""", "step(jnp.array([1.0, 3.0]))", unsafe=True),
    Golden("assert-to-eqx-error-if", "import equinox as eqx\n" + HEADER + """
@jax.jit
def f(x):
    assert jnp.all(x > 0), "x must be positive"
    return jnp.log(x)
""", "import equinox as eqx\n" + HEADER + """
@jax.jit
def f(x):
    x = eqx.error_if(x, jnp.logical_not(jnp.all(x > 0)), "x must be positive")
    return jnp.log(x)
""", "f(jnp.array([1.0, 2.0]))", unsafe=True),
    Golden("assert-to-checkify-check", "from jax.experimental import checkify\n" + HEADER + """
def f(x):
    assert x.sum() > 0, "positive sum"
    return x * 2
checked = jax.jit(checkify.checkify(f))
""", "from jax.experimental import checkify\n" + HEADER + """
def f(x):
    checkify.check(x.sum() > 0, "positive sum")
    return x * 2
checked = jax.jit(checkify.checkify(f))
""", "checked(jnp.ones(2))[1]", unsafe=True, reference="jnp.array([2.0, 2.0])"),
    Golden("raise-if-to-eqx-error-if", "import equinox as eqx\n" + HEADER + """
@eqx.filter_jit
def f(x):
    if jnp.any(x < 0):
        raise ValueError("negative input")
    return jnp.sqrt(x)
""", "import equinox as eqx\n" + HEADER + """
@eqx.filter_jit
def f(x):
    x = eqx.error_if(x, jnp.any(x < 0), "negative input")
    return jnp.sqrt(x)
""", "f(jnp.array([1.0, 4.0]))", unsafe=True, grad="jax.grad(lambda v: f(v).sum())(jnp.array([1.0, 4.0]))"),
    Golden("raise-if-not-to-checkify-check", "from jax.experimental import checkify\n" + HEADER + """
def scaled(x, scale):
    if not jnp.all(scale > 0):
        raise ValueError("scale must be positive")
    return x * scale
checked = jax.jit(checkify.checkify(scaled))
""", "from jax.experimental import checkify\n" + HEADER + """
def scaled(x, scale):
    checkify.check(jnp.all(scale > 0), "scale must be positive")
    return x * scale
checked = jax.jit(checkify.checkify(scaled))
""", "checked(jnp.ones(2), 2.0)[1]", unsafe=True, reference="jnp.array([2.0, 2.0])"),
    Golden("raise-if-in-method-to-debug-callback", HEADER + """
class Hermitian:
    def __init__(self, a):
        if not jnp.allclose(a, a.conj().T):
            raise ValueError("not Hermitian")
        self.a = a
@jax.jit
def expval(a, state):
    return jnp.vdot(state, Hermitian(a).a @ state)
""", HEADER + """
class Hermitian:
    def __init__(self, a):
        jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), "not Hermitian"), jnp.allclose(a, a.conj().T))
        self.a = a
@jax.jit
def expval(a, state):
    return jnp.vdot(state, Hermitian(a).a @ state)
""", "expval(jnp.eye(2), jnp.array([0.6, 0.8]))", unsafe=True),
    Golden("staged-constant-to-numpy-in-caller", HEADER + """
def padded(x, counts):
    width = jnp.max(counts)
    return jnp.zeros((width, x.shape[1])).at[:x.shape[0]].set(x)
@jax.jit
def f(x):
    return padded(x, counts=jnp.array([3, 4]))
""", HEADER + """
def padded(x, counts):
    width = np.max(counts)
    return jnp.zeros((width, x.shape[1])).at[:x.shape[0]].set(x)
@jax.jit
def f(x):
    return padded(x, counts=np.array([3, 4]))
""", "f(jnp.ones((2, 3)))", unsafe=True, grad="jax.grad(lambda v: f(v).sum())(jnp.ones((2, 3)))"),
    Golden("staged-minimum-of-static-sizes", HEADER + """
@partial(jax.jit, static_argnums=(0,))
def head(n, x):
    m = jnp.minimum(x.shape[0], n)
    return x[jnp.arange(m)]
""", HEADER + """
@partial(jax.jit, static_argnums=(0,))
def head(n, x):
    m = np.minimum(x.shape[0], n)
    return x[jnp.arange(m)]
""", "head(5, jnp.arange(10.0))", unsafe=True),
    Golden("checkpoint-flag-to-static-argnums", HEADER + """
@jax.checkpoint
def block(x, train: bool):
    if train:
        return jnp.tanh(x)
    return x
""", HEADER + """
@partial(jax.checkpoint, static_argnums=(1,))
def block(x, train: bool):
    if train:
        return jnp.tanh(x)
    return x
""", "block(jnp.arange(3.0), True)", reference="jnp.tanh(jnp.arange(3.0))"),
    Golden("at-mask-set-and-multiply", HEADER + """
@jax.jit
def f(x):
    y = x.at[x < 0].set(0)
    return y.at[y > 1].multiply(2.0)
""", HEADER + """
@jax.jit
def f(x):
    y = jnp.where(x < 0, 0, x)
    return jnp.where(y > 1, y * 2.0, y)
""", "f(jnp.array([-1.0, 0.5, 3.0]))", unsafe=True),
    Golden("tuple-of-functions-to-switch", HEADER + """
BRANCHES = (jnp.sin, jnp.cos, lambda v: v * 2)
@jax.jit
def f(x, i):
    return BRANCHES[i](x)
""", HEADER + """
BRANCHES = (jnp.sin, jnp.cos, lambda v: v * 2)
@jax.jit
def f(x, i):
    return jax.lax.switch(i, BRANCHES, x)
""", "(f(0.5, 0), f(0.5, 1), f(0.5, 2))", unsafe=True),
    Golden("list-of-arrays-stacked", HEADER + """
@jax.jit
def f(x, i):
    options = [x, x * 2, x * 3]
    return options[i]
""", HEADER + """
@jax.jit
def f(x, i):
    options = [x, x * 2, x * 3]
    return jnp.asarray(options)[i]
""", "f(jnp.arange(3.0), 2)", unsafe=True),
    Golden("dict-of-numbers-stacked", HEADER + """
TEMPS = {0: 0.5, 1: 1.0, 2: 2.0}
@jax.jit
def f(logits, k):
    return logits / TEMPS[k]
""", HEADER + """
TEMPS = {0: 0.5, 1: 1.0, 2: 2.0}
@jax.jit
def f(logits, k):
    return logits / jnp.asarray(list(TEMPS.values()))[k]
""", "f(jnp.arange(3.0), 2)", unsafe=True),
    Golden("scipy-to-jax-scipy", "import scipy.special\nfrom scipy.stats import norm\n" + HEADER + """
@jax.jit
def f(x):
    return scipy.special.logsumexp(x) + norm.logpdf(x, loc=1.0).sum()
""", "import scipy.special\nfrom scipy.stats import norm\n" + HEADER + """
@jax.jit
def f(x):
    return jax.scipy.special.logsumexp(x) + jax.scipy.stats.norm.logpdf(x, loc=1.0).sum()
""", "f(jnp.array([0.5, 1.0, 2.0]))", unsafe=True),
    Golden("print-under-vmap-and-scan", HEADER + """
def body(c, x):
    print(f"carry {c:.2f}")
    return c + x, x
@jax.vmap
def f(xs):
    print("xs", xs)
    return jax.lax.scan(body, 0.0, xs)[0]
""", HEADER + """
def body(c, x):
    jax.debug.print("carry {:.2f}", c)
    return c + x, x
@jax.vmap
def f(xs):
    jax.debug.print("xs {}", xs)
    return jax.lax.scan(body, 0.0, xs)[0]
""", "f(jnp.ones((2, 3)))", reference="jnp.array([3.0, 3.0])"),
    Golden("print-under-jit-of-grad", HEADER + """
def loss(w):
    print("w:", w)
    return (w ** 2).sum()
step = jax.jit(jax.grad(loss))
""", HEADER + """
def loss(w):
    jax.debug.print("w: {}", w)
    return (w ** 2).sum()
step = jax.jit(jax.grad(loss))
""", "step(jnp.arange(3.0))"),
    Golden("scan-leak-becomes-stacked-output", HEADER + """
def run(xs):
    trace = []
    def body(c, x):
        y = c * x
        trace.append(y)
        return c + 1.0, None
    c, _ = jax.lax.scan(body, 1.0, xs)
    return c, jnp.stack(trace)
""", HEADER + """
def run(xs):
    def body(c, x):
        y = c * x
        return c + 1.0, y
    c, trace = jax.lax.scan(body, 1.0, xs)
    return c, jnp.stack(trace)
""", "run(jnp.arange(3.0))", unsafe=True),
]

# Control flow with statements (JAX101) and loops (JAX101 `while`, JAX202 `range`).
CASES += [
    Golden("if-elif-else-assign-chain", HEADER + """
@jax.jit
def f(x):
    if x > 1:
        y = x * 2
    elif x < -1:
        y = -x
    else:
        y = x * x
    return y
""", HEADER + """
@jax.jit
def f(x):
    y = jnp.where(x > 1, x * 2, jnp.where(x < -1, -x, x * x))
    return y
""", "f(-3.0) + 10 * f(0.5) + 100 * f(2.0)", grad="jax.grad(f)(-3.0) + 10 * jax.grad(f)(0.5) + 100 * jax.grad(f)(2.0)"),
    Golden("if-assign-reads-what-it-assigns", HEADER + """
@jax.jit
def f(x):
    y = x
    z = x * 2
    if x.sum() > 0:
        y = z + 1
        z = y * 3
    return y, z
""", HEADER + """
@jax.jit
def f(x):
    y = x
    z = x * 2
    y = jnp.where(x.sum() > 0, z + 1, y)
    z = jnp.where(x.sum() > 0, (z + 1) * 3, z)
    return y, z
""", "f(jnp.array([1.0, -0.5]))", grad="jax.grad(lambda v: sum(f(v)).sum())(jnp.array([1.0, -0.5]))"),
    Golden("if-augmented-assign-tuple-form", HEADER + """
@jax.jit
def f(x, y):
    if x > y:
        x -= y
        y *= 2
    return x + y
""", HEADER + """
@jax.jit
def f(x, y):
    x, y = jnp.where(x > y, x - y, x), jnp.where(x > y, y * 2, y)
    return x + y
""", "f(3.0, 1.0) + 10 * f(1.0, 3.0)", grad="jax.grad(f, argnums=(0, 1))(3.0, 1.0)"),
    Golden("nested-if-assign", HEADER + """
@jax.jit
def f(x, y):
    if x > 0:
        if y > 0:
            z = x * y
        else:
            z = x - y
    else:
        z = y
    return z
""", HEADER + """
@jax.jit
def f(x, y):
    z = jnp.where(x > 0, jnp.where(y > 0, x * y, x - y), y)
    return z
""", "f(2.0, 3.0) + 10 * f(2.0, -3.0) + 100 * f(-1.0, 5.0)", grad="jax.grad(f, argnums=(0, 1))(2.0, -3.0)"),
    Golden("early-returns-in-sequence", HEADER + """
@jax.jit
def f(x):
    if x < -1:
        return -x
    scale = x * 2
    if x > 1:
        return scale
    return x * x
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x < -1, -x, jnp.where(x > 1, x * 2, x * x))
""", "f(-3.0) + 10 * f(0.5) + 100 * f(2.0)", grad="jax.grad(f)(-3.0) + 10 * jax.grad(f)(0.5) + 100 * jax.grad(f)(2.0)"),
    Golden("early-return-tuple", HEADER + """
@jax.jit
def f(x):
    if x > 0:
        return x, x * 2
    return -x, x
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x > 0, x, -x), jnp.where(x > 0, x * 2, x)
""", "f(-2.0)", grad="jax.grad(lambda v: f(v)[0] + f(v)[1])(-2.0)"),
    Golden("double-where-log", HEADER + """
@jax.jit
def f(x):
    if x > 0:
        y = jnp.log(x)
    else:
        y = x
    return y
""", HEADER + """
@jax.jit
def f(x):
    y = jnp.where(x > 0, jnp.log(jnp.where(x > 0, x, 1.0)), x)
    return y
""", "f(0.0) + f(2.0)", grad="jnp.stack([jax.grad(f)(0.0), jax.grad(f)(-1.0), jax.grad(f)(2.0)])"),
    Golden("double-where-safe-normalize", HEADER + """
@jax.jit
def f(x):
    s = jnp.sum(x ** 2)
    if s > 0:
        out = x / jnp.sqrt(s)
    else:
        out = x
    return out
""", HEADER + """
@jax.jit
def f(x):
    s = jnp.sum(x ** 2)
    out = jnp.where(s > 0, x / jnp.where(s > 0, jnp.sqrt(jnp.where(s > 0, s, 1.0)), 1), x)
    return out
""", "f(jnp.zeros(3)) + f(jnp.array([3.0, 4.0, 0.0]))",
           grad="jax.grad(lambda v: f(v).sum())(jnp.zeros(3)) + jax.grad(lambda v: f(v).sum())(jnp.array([3.0, 4.0, 0.0]))"),
    Golden("double-where-ternary", HEADER + """
@jax.jit
def f(x):
    return jnp.log(x) if x > 0 else x
""", HEADER + """
@jax.jit
def f(x):
    return jnp.where(x > 0, jnp.log(jnp.where(x > 0, x, 1.0)), x)
""", "f(0.0) + f(3.0)", grad="jnp.stack([jax.grad(f)(0.0), jax.grad(f)(3.0)])"),
    Golden("pure-helper-and-functional-update", HEADER + """
def helper(v):
    t = v * 2
    return jnp.tanh(t)
@jax.jit
def f(x):
    if x.sum() > 0:
        y = helper(x)
        z = x.at[0].set(1.0)
    else:
        y = x
        z = -x
    return y + z
""", HEADER + """
def helper(v):
    t = v * 2
    return jnp.tanh(t)
@jax.jit
def f(x):
    y = jnp.where(x.sum() > 0, helper(x), x)
    z = jnp.where(x.sum() > 0, x.at[0].set(1.0), -x)
    return y + z
""", "f(jnp.array([1.0, 2.0])) + f(jnp.array([-1.0, -2.0]))",
           grad="jax.grad(lambda v: f(v).sum())(jnp.array([1.0, 2.0]))"),
    Golden("cond-both-arms-return", LAX + """
@jax.jit
def f(w, x):
    if x.sum() > 0:
        h = jnp.dot(w, x)
        return jnp.tanh(h)
    return x
""", LAX + """
@jax.jit
def f(w, x):
    def true_fun(w, x):
        h = jnp.dot(w, x)
        return jnp.tanh(h)
    def false_fun(w, x):
        return x
    return lax.cond(x.sum() > 0, true_fun, false_fun, w, x)
""", "f(jnp.eye(2) * 0.5, jnp.array([1.0, 2.0]))", unsafe=True,
           grad="jax.grad(lambda w: f(w, jnp.array([1.0, 2.0])).sum())(jnp.eye(2) * 0.5)"),
    Golden("cond-branch-with-a-loop-keeps-static-closed-over", LAX + """
@jax.jit
def f(x):
    steps = 3
    y = x
    if x.sum() > 0:
        for _ in range(steps):
            y = jnp.sin(y)
    return y
""", LAX + """
@jax.jit
def f(x):
    steps = 3
    y = x
    def true_fun(y):
        for _ in range(steps):
            y = jnp.sin(y)
        return y
    def false_fun(y):
        return y
    y = lax.cond(x.sum() > 0, true_fun, false_fun, y)
    return y
""", "f(jnp.array([0.5, 1.0]))", unsafe=True, grad="jax.grad(lambda v: f(v).sum())(jnp.array([0.5, 1.0]))"),
    Golden("switch-on-a-chain", LAX + """
@jax.jit
def f(x, mode):
    if mode == 0:
        y = x
    elif mode == 1:
        y = jnp.matmul(x, x.T)
    else:
        y = -x
    return y
""", LAX + """
@jax.jit
def f(x, mode):
    def branch_0(x):
        y = x
        return y
    def branch_1(x):
        y = jnp.matmul(x, x.T)
        return y
    def branch_2(x):
        y = -x
        return y
    y = lax.switch(jnp.where(mode == 0, 0, jnp.where(mode == 1, 1, 2)), (branch_0, branch_1, branch_2), x)
    return y
""", "f(jnp.array([[1.0, 2.0], [3.0, 4.0]]), 1)", unsafe=True,
           grad="jax.grad(lambda v: f(v, 1).sum())(jnp.array([[1.0, 2.0], [3.0, 4.0]]))"),
    Golden("while-to-while-loop-one-name", LAX + """
@jax.jit
def f(x):
    while x < 100:
        x = x * 3
    return x
""", LAX + """
@jax.jit
def f(x):
    def cond_fun(x):
        return x < 100
    def body_fun(x):
        x = x * 3
        return x
    x = lax.while_loop(cond_fun, body_fun, x)
    return x
""", "f(2.0)", unsafe=True),
    Golden("while-to-while-loop-carries-a-tuple", LAX + """
@jax.jit
def f(x, tol):
    err = jnp.abs(x)
    steps = 0
    while err > tol:
        x = x / 2
        err = jnp.abs(x)
        steps = steps + 1
    return x, steps
""", LAX + """
@jax.jit
def f(x, tol):
    err = jnp.abs(x)
    steps = 0
    def cond_fun(carry):
        x, err, steps = carry
        return err > tol
    def body_fun(carry):
        x, err, steps = carry
        x = x / 2
        err = jnp.abs(x)
        steps = steps + 1
        return x, err, steps
    x, err, steps = lax.while_loop(cond_fun, body_fun, (x, err, steps))
    return x, steps
""", "f(10.0, 0.1)", unsafe=True),
    Golden("for-range-start-stop-to-fori-loop", LAX + """
@jax.jit
def f(x):
    start = jnp.argmin(x)
    acc = jnp.zeros(())
    prod = 1.0
    for k in range(start, x.shape[0]):
        acc = acc + x[k]
        prod = prod * x[k]
    return acc, prod
""", LAX + """
@jax.jit
def f(x):
    start = jnp.argmin(x)
    acc = jnp.zeros(())
    prod = 1.0
    def body_fun(k, carry):
        acc, prod = carry
        acc = acc + x[k]
        prod = prod * x[k]
        return acc, prod
    acc, prod = lax.fori_loop(start, x.shape[0], body_fun, (acc, prod))
    return acc, prod
""", "f(jnp.array([2.0, 1.0, 3.0, 4.0]))", unsafe=True),
]


def _config(case: Golden) -> Config:
    config = Config()
    for key, value in (case.config or {}).items():
        setattr(config, key, value)
    return config


def _run(source: str, call: str, eager: bool):
    namespace: dict = {"__name__": "golden"}
    exec(compile(source, "<golden>", "exec"), namespace)
    if eager:
        with jax.disable_jit():
            return eval(call, namespace)
    return eval(call, namespace)


def assert_same_result(expected, actual) -> None:
    exp_leaves, exp_tree = jax.tree_util.tree_flatten(expected)
    act_leaves, act_tree = jax.tree_util.tree_flatten(actual)
    assert exp_tree == act_tree, f"tree structure differs: {exp_tree} vs {act_tree}"
    for e, a in zip(exp_leaves, act_leaves):
        e, a = np.asarray(e), np.asarray(a)
        assert e.shape == a.shape, f"shape {e.shape} vs {a.shape}"
        assert np.result_type(e).kind == np.result_type(a).kind, f"dtype {e.dtype} vs {a.dtype}"
        np.testing.assert_allclose(a, e, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_fix_matches_golden(case: Golden):
    """Each case is linted with its call (the program's use: call-site evidence)."""
    outcome = fix_source(with_use(case.before, case.call), "golden.py", _config(case), unsafe=case.unsafe)
    assert outcome.source == with_use(case.after, case.call), "\n" + outcome.source
    assert outcome.applied_total > 0


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_fix_is_idempotent(case: Golden):
    once = fix_source(with_use(case.before, case.call), "golden.py", _config(case), unsafe=case.unsafe).source
    twice = fix_source(once, "golden.py", _config(case), unsafe=case.unsafe)
    assert twice.source == once
    assert twice.applied_total == 0


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_fixed_code_under_jit_matches_original_eager(case: Golden):
    if case.reference is not None:
        with pytest.raises(TypeError):  # the original fails even without jit
            _run(case.before, case.call, eager=True)
        reference = _run(HEADER, case.reference, eager=True)
    else:
        reference = _run(case.before, case.call, eager=True)
    fixed = _run(case.after, case.call, eager=False)
    assert_same_result(reference, fixed)


@pytest.mark.parametrize("case", [c for c in CASES if c.grad is not None], ids=lambda c: c.name)
def test_fixed_code_gradient_matches_original_eager(case: Golden):
    """jnp.where and lax.cond change what jax.grad sees: the gradient of the rewrite under jit
    equals the original's, run eagerly (where Python's `if` takes one branch)."""
    assert_same_result(_run(case.before, case.grad, eager=True), _run(case.after, case.grad, eager=False))


def test_unsafe_fixes_need_the_flag():
    """In a helper traced code calls, which may also run eagerly (where `and` returns a Python
    bool or an operand whole), the logical_* rewrites are unsafe: `--fix` alone leaves them."""
    case = next(c for c in CASES if c.name == "bool-ops-unsafe")
    helper = case.before.replace("@jax.jit\ndef f(x, y):", "def f(x, y):") + "\n\ng = jax.jit(lambda x, y: f(x, y))\n"
    outcome = fix_source(helper, "golden.py", Config(), unsafe=False)
    assert outcome.source == helper
    assert {d.code for d in outcome.diagnostics} == {"JAX102"}
    assert all(d.fix.applicability.value == "unsafe" for d in outcome.diagnostics)


def test_truth_tests_that_raise_on_every_run_are_fixed_without_the_flag():
    """In the jitted function itself every run raised at `(x > 0) and ...`: the rewrite is safe."""
    case = next(c for c in CASES if c.name == "bool-ops-unsafe")
    outcome = fix_source(case.before, "golden.py", Config(), unsafe=False)
    assert outcome.source == case.after


def test_double_where_makes_a_nan_prone_where_safe():
    """`if x > 0: y = jnp.log(x)`: the single-where rewrite jnp.where(x > 0, jnp.log(x), x) has
    a NaN gradient at x == 0 (0 * inf), where Python's `if` took the other branch; the double
    where matches the original's gradient, so the fix is safe."""
    case = next(c for c in CASES if c.name == "double-where-log")
    outcome = fix_source(case.before, "golden.py", Config(), unsafe=False)
    assert outcome.source == case.after  # applied without --unsafe-fixes
    single = case.before.replace("""    if x > 0:
        y = jnp.log(x)
    else:
        y = x
""", """    y = jnp.where(x > 0, jnp.log(x), x)
""")
    assert single != case.before
    original, double, old = (_run(source, "f", eager=False) for source in (case.before, case.after, single))
    with jax.disable_jit():
        expected = jax.grad(original)(0.0)
    assert float(expected) == 1.0
    assert float(jax.grad(double)(0.0)) == 1.0
    assert np.isnan(jax.grad(old)(0.0))


def test_helper_with_a_nan_prone_body_keeps_the_where_fix_unsafe():
    """The guard cannot reach into a helper: `helper(x)` computing jnp.log(x) stays unsafe."""
    source = HEADER + textwrap.dedent("""
    def helper(v):
        return jnp.log(v)
    @jax.jit
    def f(x):
        if x > 0:
            y = helper(x)
        else:
            y = x
        return y
    """)
    outcome = fix_source(source, "golden.py", Config(), unsafe=False)
    assert outcome.source == source
    jax101 = [d for d in outcome.diagnostics if d.code == "JAX101"]
    assert jax101 and jax101[0].fix.applicability.value == "unsafe"
    fixed = fix_source(source, "golden.py", Config(), unsafe=True).source
    assert "y = jnp.where(x > 0, helper(x), x)" in fixed


def test_value_computed_with_a_nan_prone_op_before_the_branch_keeps_the_where_fix_unsafe():
    """norm = jnp.linalg.norm(x); `x / norm if norm > eps else x`: the guard keeps the division
    finite, but jnp.where still sends a zero cotangent into norm, whose derivative at 0 is NaN."""
    source = HEADER + textwrap.dedent("""
    def normalize(x, eps):
        norm = jnp.linalg.norm(x)
        return x / norm if norm > eps else x
    g = jax.vmap(normalize, in_axes=(0, None))
    """)
    outcome = fix_source(source, "golden.py", Config(), unsafe=False)
    assert outcome.source == source
    jax101 = [d for d in outcome.diagnostics if d.code == "JAX101"]
    assert jax101 and jax101[0].fix.applicability.value == "unsafe"
    fixed = fix_source(source, "golden.py", Config(), unsafe=True).source
    assert "jnp.where(norm > eps, x / jnp.where(norm > eps, norm, 1), x)" in fixed
    original, rewritten = _run(source, "normalize", eager=False), _run(fixed, "normalize", eager=False)
    original_grad = jax.grad(lambda x: original(x, 0.5).sum())(jnp.zeros(3))
    rewritten_grad = jax.grad(lambda x: rewritten(x, 0.5).sum())(jnp.zeros(3))
    assert np.all(np.isfinite(original_grad)) and np.all(np.isnan(rewritten_grad))


def test_side_effecting_branches_get_display_only_advice():
    source = HEADER + textwrap.dedent("""
    log = []
    @jax.jit
    def f(x):
        if x > 0:
            log.append(1)
            return x
        return -x
    """)
    outcome = fix_source(source, "golden.py", Config(), unsafe=True)
    assert outcome.source == source
    jax101 = [d for d in outcome.diagnostics if d.code == "JAX101"]
    assert jax101 and jax101[0].fix.applicability.value == "display-only" and not jax101[0].fix.edits


REFUSED = [
    ("while-updates-a-dict", """
@jax.jit
def f(x, n):
    seen = {}
    while n > 0:
        seen.update(last=x)
        n = n - 1
    return x
""", "JAX101", "`seen.update`, which jaxlint cannot prove free of side effects"),
    ("while-breaks", """
@jax.jit
def f(x, n):
    i = 0
    while i < n:
        x = x * 2
        if i > 3:
            break
        i = i + 1
    return x
""", "JAX101", "breaks out"),
    ("while-returns", """
@jax.jit
def f(x, n):
    i = 0
    while i < n:
        i = i + 1
        return x
    return -x
""", "JAX101", "it returns"),
    ("while-grows-its-carry", """
@jax.jit
def f(x, n):
    i = 0
    while i < n:
        x = jnp.concatenate([x, x])
        i = i + 1
    return x
""", "JAX101", "'x' may change shape from one iteration to the next (jnp.concatenate)"),
    ("while-slices-its-carry", """
@jax.jit
def f(x, n):
    while n > 0:
        x = x[1:]
        n = n - 1
    return x
""", "JAX101", "'x' may change shape from one iteration to the next (slicing)"),
    ("while-stores-an-attribute", """
class State:
    pass
@jax.jit
def f(x, n):
    state = State()
    while n > 0:
        state.total = x
        n = n - 1
    return x
""", "JAX101", "stores into an attribute"),
    ("for-continues", """
@jax.jit
def f(x):
    best = x[0]
    for k in range(jnp.argmax(x)):
        if k == 2:
            continue
        best = jnp.maximum(best, x[k])
    return best
""", "JAX202", "continues"),
    ("for-index-read-after-the-loop", """
@jax.jit
def f(x):
    best = x[0]
    for k in range(jnp.argmin(x)):
        best = best * x[k]
    return best, k
""", "JAX202", "'k' is read after the loop"),
    ("for-carries-a-list", """
@jax.jit
def f(x):
    n = jnp.sum(x > 0)
    parts = []
    for i in range(n):
        parts = parts + [x[i]]
    return parts
""", "JAX202", "'parts' is a Python list"),
    ("if-assigns-a-dict", """
@jax.jit
def f(x):
    if x > 0:
        d = {"a": x}
    else:
        d = {"a": -x}
    return d["a"]
""", "JAX101", "a dict"),
    ("if-assigns-a-list", """
@jax.jit
def f(x):
    if x > 0:
        xs = [x, x]
    else:
        xs = [x]
    return xs[0]
""", "JAX101", "a Python list"),
    ("if-assigns-a-function", """
@jax.jit
def f(x):
    if x > 0:
        g = jnp.sin
    else:
        g = jnp.cos
    return g(x)
""", "JAX101", "a function"),
    ("if-binds-a-name-in-one-branch-only", """
@jax.jit
def f(x):
    if x > 0:
        y = x * 2
    return y
""", "JAX101", "'y' is assigned in only some branches and has no value before the if"),
    ("if-calls-a-helper-with-a-side-effect", """
seen = []
def helper(v):
    seen.append(1)
    return v * 2
@jax.jit
def f(x):
    if x > 0:
        y = helper(x)
    else:
        y = x
    return y
""", "JAX101", "it calls helper, and it calls `seen.append`, which jaxlint cannot prove free of side effects"),
    ("if-calls-an-unknown-function", """
import random
@jax.jit
def f(x):
    if x > 0:
        y = x * random.random()
    else:
        y = x
    return y
""", "JAX101", "random.random, which may have side effects"),
    ("if-some-branches-fall-through", """
@jax.jit
def f(x):
    for _ in range(2):
        if x > 0:
            return x
        x = x - 1
    return x
""", "JAX101", "not rewritten automatically"),
]


@pytest.mark.parametrize("case", REFUSED, ids=lambda c: c[0])
def test_refused_rewrites_explain_why(case):
    """Side effects, early exits, a carry whose shape changes, values that are not arrays: the
    source is left alone and the advice says what stands in the way."""
    _, body, code, reason = case
    source = LAX + body
    outcome = fix_source(source, "golden.py", Config(), unsafe=True)
    assert outcome.source == source
    found = [d for d in outcome.diagnostics if d.code == code]
    assert found and all(d.fix.applicability.value == "display-only" and not d.fix.edits for d in found)
    assert any(reason in d.fix.message for d in found), [d.fix.message for d in found]


def test_assignments_that_read_each_other_become_one_tuple_assignment():
    """`alpha` is reassigned and then read by `beta`'s new value: one `where` per name would read
    the new alpha; a tuple assignment evaluates every `where` first. Long lines are split."""
    source = HEADER + textwrap.dedent("""
    @jax.jit
    def f(alpha, beta):
        if alpha > beta:
            alpha = alpha - beta * 0.25 + jnp.tanh(beta)
            beta = beta * 2.0 + jnp.sin(alpha)
        return alpha + beta
    """)
    fixed = fix_source(source, "golden.py", Config(), unsafe=False).source
    assert fixed == HEADER + textwrap.dedent("""
    @jax.jit
    def f(alpha, beta):
        alpha, beta = (
            jnp.where(alpha > beta, alpha - beta * 0.25 + jnp.tanh(beta), alpha),
            jnp.where(alpha > beta, beta * 2.0 + jnp.sin(alpha - beta * 0.25 + jnp.tanh(beta)), beta),
        )
        return alpha + beta
    """)
    for args in ((3.0, 1.0), (1.0, 3.0)):
        assert_same_result(_run(source, f"f{args}", eager=True), _run(fixed, f"f{args}", eager=False))
        assert_same_result(_run(source, f"jax.grad(f, argnums=(0, 1)){args}", eager=True),
                           _run(fixed, f"jax.grad(f, argnums=(0, 1)){args}", eager=False))


@pytest.mark.parametrize("name, failing", [
    ("raise-if-to-eqx-error-if", "jax.block_until_ready(f(jnp.array([-1.0, 4.0])))"),
    ("raise-if-not-to-checkify-check", "checked(jnp.ones(2), -1.0)[0].throw()"),
    ("raise-if-in-method-to-debug-callback", "jax.block_until_ready(expval(jnp.array([[0.0, 1.0], [2.0, 0.0]]), "
                                             "jnp.ones(2)))"),
])
def test_raise_if_check_still_rejects_a_failing_input(name, failing):
    """`if bad: raise` rewritten to a run-time check: the jitted program still raises where the
    original raised eagerly (a runtime error now, at the compiled call)."""
    case = next(c for c in CASES if c.name == name)
    with pytest.raises(Exception):
        _run(case.before, failing.replace(".throw()", "").replace("checked(", "scaled(") if "checked" in failing
             else failing, eager=True)
    with pytest.raises(Exception):
        _run(case.after, failing, eager=False)


def test_staged_call_mixed_with_another_tracer_is_not_rewritten():
    """`jnp.add(x.size, 1) + k` with a traced `k`: computing the jnp call with NumPy would not make
    the size static, so the numpy-twin rewrite is refused (the finding stays, without an edit)."""
    before = HEADER + """
@jax.jit
def f(x, k):
    n = jnp.add(x.size, 1) + k
    return jnp.ones((n,))
"""
    outcome = fix_source(with_use(before, "f(jnp.ones(3), 2)"), "golden.py", Config(), unsafe=True)
    assert "jnp.add(x.size, 1)" in outcome.source
    assert outcome.applied_total == 0


@pytest.mark.parametrize("record, pure", [
    ("class Pair(NamedTuple):\n    a: jax.Array\n    b: jax.Array\n", True),
    ("@dataclasses.dataclass\nclass Pair:\n    a: jax.Array\n    b: jax.Array\n", True),
    ("@dataclasses.dataclass\nclass Pair:\n    a: jax.Array\n    b: jax.Array\n"
     "    def __post_init__(self):\n        print('built')\n", False),
    ("class Pair:\n    def __init__(self, a, b):\n        self.a, self.b = a, b\n", False),
    ("@jax.tree_util.register_pytree_node_class\nclass Pair:\n    def __init__(self, a, b):\n"
     "        self.a, self.b = a, b\n    def tree_flatten(self):\n        return (self.a, self.b), None\n"
     "    @classmethod\n    def tree_unflatten(cls, aux, children):\n        return cls(*children)\n", True),
    ("class Pair:\n    def __init__(self, a, b):\n        self.a, self.b = a, b\n        print('built')\n", False),
    ("class Pair:\n    def __init__(self, a, b):\n        self.a, self.b = a, b + 1\n", False),
    ("class Pair(Base):\n    def __init__(self, a, b):\n        self.a, self.b = a, b\n", False),
])
def test_building_a_plain_record_is_pure(record, pure):
    """A NamedTuple or a dataclass without its own __init__/__post_init__ only holds its fields, and
    so does a registered pytree class of no base whose __init__ only stores its parameters on the
    instance: a branch that builds one can be traced as a lax.cond arm; a class with code of its
    own (a print, a computed field, a base's methods) cannot, nor an unregistered one (its
    instance could not be a branch's result)."""
    before = "import dataclasses\nfrom typing import NamedTuple\n" + HEADER + "class Base:\n    pass\n" + record + """
@jax.jit
def f(x):
    if x.sum() > 0:
        p = Pair(x, x * 2)
        return p.a + p.b
    return x
"""
    outcome = fix_source(with_use(before, "f(jnp.ones(2))"), "golden.py", Config(), unsafe=True)
    assert ("lax.cond" in outcome.source or "jnp.where" in outcome.source) is pure, outcome.source
    if pure:
        assert_same_result(_run(before, "f(jnp.ones(2))", eager=True),
                           _run(outcome.source, "f(jnp.ones(2))", eager=False))
