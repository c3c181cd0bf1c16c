"""JAX901 removed-api: a JAX name the target JAX version no longer has."""

from __future__ import annotations

from jaxlint.analysis.api import facts
from jaxlint.rules.api_lifecycle import ApiLifecycleRule, advice, table_rows, target_note, version_table
from jaxlint.rules.base import ERROR, Example


class RemovedApi(ApiLifecycleRule):
    name = "removed-api"
    state = "removed"
    triggers = facts.REMOVED_SPELLINGS
    severity = ERROR
    summary = "a JAX API the target JAX version removed (`jax.tree_map`, `jnp.DeviceArray`, `jax.ops.index_update`...)"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds uses of JAX names that the target JAX version no longer has: imports of removed modules
(`jax.experimental.host_callback`, `jax.experimental.maps`, `from jax.config import config`),
removed functions and constants (`jax.tree_map`, `jnp.trapz`, `jnp.NINF`), removed types in
annotations and `isinstance` (`jnp.DeviceArray`, `jax.random.KeyArray`), removed keyword
arguments (`jnp.reshape(x, newshape=...)`), and removed array methods and attributes
(`x.to_py()`, `x.device_buffer`) on values known to be JAX arrays. Names are resolved through
the module's imports, so `import jax.numpy as np2` then `np2.trapz` is found and a local
variable called `tree_map` is not. Code that already copes with both old and new JAX (inside
`try: ... except ImportError`, under `if hasattr(...)` or a version test) is left alone.

The target is the `target-jax` setting (`target-jax = "0.4.30"` in the config,
`--target-jax` on the command line); by default the installed JAX (read from its package
metadata: jaxlint never imports JAX), else the newest version in the table. Names removed
after the target are not reported here; JAX902 reports them while they are deprecated.

## Why is this bad?
Code written for older JAX fails on the target: an AttributeError where the name is used, an
ImportError or ModuleNotFoundError when the module is imported (so nothing in it runs), a
TypeError for a removed keyword. A removed type in an annotation fails when the `def` runs
(not under `from __future__ import annotations`, which keeps annotations unevaluated: not reported).

## Example
```python
from jax.config import config

def double(tree):
    return jax.tree_map(lambda x: 2 * x, tree)
```

## Use instead
```python
from jax import config

def double(tree):
    return jax.tree.map(lambda x: 2 * x, tree)
```

## Fix safety
Renames to a one-to-one replacement are safe (`jax.tree_map` -> `jax.tree.map`,
`jnp.trapz` -> `jnp.trapezoid`, import rewrites such as `from jax.config import config` ->
`from jax import config`), and so are the rewrites that compute the same value
(`jax.ops.index_update(x, i, v)` -> `x.at[i].set(v)`, `jnp.NINF` -> `-jnp.inf`,
`lax.tie_in(x, y)` -> `y`); the replacement is spelled through the module's own imports and
never shadows a name. A removed type becomes `jax.Array`, safely in annotations; elsewhere
(`isinstance`) the fix is unsafe because `jax.Array` also matches tracers. Rewrites whose
semantics differ are unsafe and say why (`host_callback.id_print(x)` -> `jax.debug.print`,
for a call whose result is unused); where no rewrite is faithful (`jax.xla_computation`,
`host_callback.id_tap`) the finding gives advice only. An import of a removed module, or of a
removed name without a replacement (one name of a `from ... import a, b` too), is removed once
nothing in the module uses its name.

## The table
Generated from the facts table (`jaxlint/analysis/jax_versions.py`); "never" marks NumPy 1.x
spellings that `jax.numpy` never had.

""" + version_table(table_rows("removed"), ("name", "removed in", "replacement", "fix")) + "\n"
    valid = (
        Example("""
def double(tree):
    return jax.tree.map(lambda x: 2 * x, tree)
""", run="double({'a': jnp.ones(2)})"),
        Example("""
def apply(tree):
    tree_map = jax.tree_util.tree_map
    return tree_map(lambda x: x + 1, tree)
""", run="apply([jnp.zeros(2)])"),
        Example("""
def area(y):
    return jnp.trapezoid(y, dx=0.5) + np.trapezoid(np.asarray(y), dx=0.5)
""", run="area(jnp.arange(3.0))"),
        Example("""
class Ops:
    def index_update(self, x, i, v):
        return x + v

ops = Ops()

def f(x):
    return ops.index_update(x, 0, 1.0)
""", run="f(jnp.zeros(2))"),
        Example("""
try:
    from jax.experimental.maps import Mesh
except ImportError:
    from jax.sharding import Mesh

tree_map = jax.tree_map if not hasattr(jax, "tree") else jax.tree.map
""", run="tree_map(lambda x: x, [1])"),
        Example("""
def put(x: jax.Array, i: int, v: float) -> jax.Array:
    return x.at[i].set(v)
""", run="put(jnp.zeros(3), 1, 2.0)"),
        Example("""
def host(x):
    a = np.asarray(x)
    return a.view(np.float32), x.addressable_data(0)
""", run="host(jnp.ones(2))"),
    )
    invalid = (
        Example("""
def double(tree):
    return jax.tree_map(lambda x: 2 * x, tree)
""", run="y = double({'a': jnp.ones(2)})", raises="AttributeError",
            line=2, message="jax.tree_map was removed in JAX 0.6.0 (AttributeError on current JAX); use jax.tree.map",
            fixed="""
def double(tree):
    return jax.tree.map(lambda x: 2 * x, tree)
""", reference="{'a': jnp.full(2, 2.0)}"),
        Example("""
import jax.numpy as np2

def area(y):
    return np2.trapz(y, dx=0.5)
""", run="y = area(jnp.arange(3.0))", raises="AttributeError",
            line=4, message="jnp.trapz was removed in JAX 0.4.24", fixed="""
import jax.numpy as np2

def area(y):
    return np2.trapezoid(y, dx=0.5)
""", reference="jnp.array(1.0)"),
        Example("""
def put(x, i, v):
    return jax.ops.index_update(x, i, v) + jax.ops.index_add(x, jax.ops.index[i], v)
""", run="y = put(jnp.zeros(3), 1, 2.0)", raises="AttributeError",
            line=2, message="jax.ops.index_update was removed in JAX 0.3.2", fixed="""
def put(x, i, v):
    return x.at[i].set(v) + x.at[i].add(v)
""", reference="jnp.array([0.0, 4.0, 0.0])"),
        Example("""
from jax.ops import index_update, segment_sum

def put(x, i, v):
    return index_update(x, i, v) + segment_sum(x, jnp.array([0, 0, 1]), 2)[0]
""", run="y = put(jnp.zeros(3), 1, 2.0)", raises="ImportError",
            line=1, message="jax.ops.index_update was removed in JAX 0.3.2", fixed="""
from jax.ops import segment_sum

def put(x, i, v):
    return x.at[i].set(v) + segment_sum(x, jnp.array([0, 0, 1]), 2)[0]
""", reference="jnp.array([0.0, 2.0, 0.0])"),
        Example("""
def scale(x: jnp.DeviceArray, k: float) -> jnp.DeviceArray:
    return x * k
""", run="y = scale(jnp.ones(2), 3.0)", raises="AttributeError",
            line=1, message="jnp.DeviceArray was removed in JAX 0.4.14", fixed="""
def scale(x: jax.Array, k: float) -> jax.Array:
    return x * k
""", reference="jnp.full(2, 3.0)"),
        Example("""
from jax.config import config

def x64_enabled():
    return bool(config.jax_enable_x64)
""", run="y = x64_enabled()", raises="ModuleNotFoundError",
            line=1, message="the jax.config module was removed in JAX 0.4.29 (ModuleNotFoundError on current JAX); "
                            "use `from jax import config`", fixed="""
from jax import config

def x64_enabled():
    return bool(config.jax_enable_x64)
""", reference="False"),
        Example("""
def floor_at_zero(x):
    return jnp.where(x > 0, x, jnp.NINF), jnp.NINF ** 2
""", run="y = floor_at_zero(jnp.array([-1.0, 2.0]))", raises="AttributeError",
            line=2, message="jnp.NINF was removed in JAX 0.4.24", fixed="""
def floor_at_zero(x):
    return jnp.where(x > 0, x, -jnp.inf), (-jnp.inf) ** 2
""", reference="(jnp.array([-jnp.inf, 2.0]), jnp.inf)"),
        Example("""
DEBUG = True
from jax.experimental import host_callback

@jax.jit
def f(x):
    host_callback.id_print(x)
    return x + 1
""", run="y = f(jnp.ones(2))", raises="ImportError",
            line=2, message="jax.experimental.host_callback was removed in JAX 0.8.0 (ImportError", fixed="""
DEBUG = True


@jax.jit
def f(x):
    jax.debug.print("{}", x)
    return x + 1
""", reference="jnp.full(2, 2.0)"),
        Example("""
def grid(n):
    return jnp.reshape(jnp.arange(n * 2), newshape=(2, n))
""", run="y = grid(3)", raises="TypeError",
            line=2, message="the newshape= argument of jnp.reshape() was removed in JAX 0.4.36", fixed="""
def grid(n):
    return jnp.reshape(jnp.arange(n * 2), shape=(2, n))
""", reference="jnp.arange(6).reshape(2, 3)"),
        Example("""
def to_host(n):
    x = jnp.arange(n)
    x.block_host_until_ready()
    return x.to_py()
""", run="y = to_host(3)", raises="AttributeError",
            line=3, message="the array method .block_host_until_ready() was removed in JAX 0.4.1", fixed="""
def to_host(n):
    x = jnp.arange(n)
    x.block_until_ready()
    return np.asarray(x)
""", reference="np.arange(3)"),
        Example("""
import jax.experimental.optimizers as optimizers

def init(params):
    start, _, get_params = optimizers.sgd(0.1)
    return get_params(start(params))
""", run="y = init(jnp.ones(2))", raises="ModuleNotFoundError",
            line=1, message="jax.experimental.optimizers was removed in JAX 0.3.16", fixed="""
import jax.example_libraries.optimizers as optimizers

def init(params):
    start, _, get_params = optimizers.sgd(0.1)
    return get_params(start(params))
""", reference="jnp.ones(2)"),
        Example("""
def f(x, y):
    return lax.tie_in(x, y) * 2
""", run="y = f(jnp.ones(2), jnp.full(2, 3.0))", raises="AttributeError",
            line=2, message="lax.tie_in was removed in JAX 0.4.29", fixed="""
def f(x, y):
    return y * 2
""", reference="jnp.full(2, 6.0)"),
        Example("""
def lowered(f, x):
    return jax.xla_computation(f)(x)
""", run="y = lowered(jnp.sin, 1.0)", raises="AttributeError",
            line=2, message="use jax.jit(f).lower(*args).compiler_ir('hlo')"),
    )

    def message(self, what: str, fact: facts.Fact, raises: str, replacement: str | None) -> str:
        if fact.never_in_jax:
            return f"{what} does not exist in JAX (a NumPy 1.x spelling; {raises}){advice(replacement)}"
        return f"{what} was removed in JAX {fact.removed_in} ({raises} on current JAX){advice(replacement)}"

    @classmethod
    def notes_for_target(cls, configured: str | None) -> str:
        return target_note("removed", configured)
