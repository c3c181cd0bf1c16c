"""JAX902 deprecated-api: a JAX name the target JAX version still has but deprecates."""

from __future__ import annotations

from jaxlint.analysis.api import facts
from jaxlint.rules.api_lifecycle import ApiLifecycleRule, advice, table_rows, target_note, version_table
from jaxlint.rules.base import INFO, Example



def deprecated_by_jax(module: str, name: str) -> str:
    """An example's `expect`: JAX's own deprecation table lists the name with a live object (JAX
    warns once per process, so the warning itself cannot be awaited in every test order)."""
    return f"{module}._deprecations[{name!r}][1] is not None"


class DeprecatedApi(ApiLifecycleRule):
    name = "deprecated-api"
    state = "deprecated"
    triggers = facts.DEPRECATED_SPELLINGS
    severity = INFO
    summary = "a JAX API the target JAX version deprecates (`jax.experimental.pjit.pjit`, `jax.core` internals...)"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds uses of JAX names that still work on the target JAX version but are deprecated there:
`jax.experimental.pjit.pjit`, `jax.experimental.shard_map.shard_map`, the `jax.core` and
`jax.interpreters.pxla` internals JAX is moving to `jax.extend` or dropping, and (at older
targets) every name JAX901 lists, between its deprecation and its removal. It finds them the
way JAX901 does (through the module's imports, in imports, calls, annotations and keyword
arguments) and uses the same `target-jax` setting. JAX's own deprecation notes decide: a
name JAX does not deprecate (`jnp.float_`, `jax.tree_util.tree_map`) is not reported.

## Why is this bad?
The code runs, with a DeprecationWarning, and breaks when JAX removes the name (the table says
when, where JAX has announced it). This is advice for an upgrade, so its severity is `info`:
nothing is wrong at the target version.

## Example
```python
from jax.experimental.pjit import pjit

step = pjit(lambda x: x * 2)
```

## Use instead
```python
from jax import jit as pjit

step = pjit(lambda x: x * 2)
```

## Fix safety
The same fixes as JAX901. `pjit` -> `jax.jit` and `jax.experimental.shard_map.shard_map` ->
`jax.shard_map` are unsafe: the new functions take their arguments after the function by
keyword (`pjit(f, in_shardings)` would break) and shard_map's `check_rep` is `check_vma`.
Renames to `jax.extend.core` are offered only where the module already imports a name that
reaches it (`import jax` does not load `jax.extend`).

## The table
Generated from the facts table (`jaxlint/analysis/jax_versions.py`).

""" + version_table(table_rows("deprecated"), ("name", "deprecated in", "replacement", "fix")) + "\n"
    valid = (
        Example("""
step = jax.jit(lambda x: x * 2)
""", run="step(jnp.ones(2))"),
        Example("""
def double(tree):
    return jax.tree_util.tree_map(lambda x: 2 * x, tree)
""", run="double([jnp.ones(2)])"),
        Example("""
def widen(x):
    return jnp.asarray(x, dtype=jnp.float_)
""", run="widen([1, 2])"),
        Example("""
from jax.sharding import PartitionSpec as P

def shard(x):
    mesh = jax.sharding.Mesh(jax.devices()[:1], ("x",))
    return jax.shard_map(lambda a: a * 2, mesh=mesh, in_specs=P("x"), out_specs=P("x"))(x)
""", run="shard(jnp.ones(2))"),
        Example("""
def is_shape_error(e):
    return isinstance(e, jax.errors.InconclusiveDimensionOperation)
""", run="is_shape_error(ValueError())"),
        Example("""
try:
    from jax.experimental.pjit import pjit
except ImportError:
    pjit = jax.jit

def aval(x):
    return jax.core.ShapedArray(x.shape, x.dtype)
""", run="aval(jnp.ones(2))"),
    )
    invalid = (
        Example("""
from jax.experimental.pjit import pjit

step = pjit(lambda x: x * 2)
""", run="y = step(jnp.ones(2))", expect=deprecated_by_jax("jax.experimental.pjit", "pjit"),
            line=1, message="jax.experimental.pjit.pjit is deprecated since JAX 0.8.0; use `from jax import jit as pjit`",
            fixed="""
from jax import jit as pjit

step = pjit(lambda x: x * 2)
"""),
        Example("""
import jax.experimental.pjit

def compiled(f):
    return jax.experimental.pjit.pjit(f)
""", run="y = compiled(jnp.sin)(1.0)", expect=deprecated_by_jax("jax.experimental.pjit", "pjit"),
            line=4, message="jax.experimental.pjit.pjit is deprecated since JAX 0.8.0; use jax.jit", fixed="""
import jax.experimental.pjit

def compiled(f):
    return jax.jit(f)
"""),
        Example("""
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P

def shard(x):
    mesh = jax.sharding.Mesh(jax.devices()[:1], ("x",))
    return shard_map(lambda a: a * 2, mesh=mesh, in_specs=P("x"), out_specs=P("x"))(x)
""", run="y = shard(jnp.ones(2))", expect=deprecated_by_jax("jax.experimental.shard_map", "shard_map"),
            line=1, message="jax.experimental.shard_map.shard_map is deprecated since JAX 0.8.0", fixed="""
from jax import shard_map
from jax.sharding import PartitionSpec as P

def shard(x):
    mesh = jax.sharding.Mesh(jax.devices()[:1], ("x",))
    return shard_map(lambda a: a * 2, mesh=mesh, in_specs=P("x"), out_specs=P("x"))(x)
"""),
        Example("""
def is_shape_error(e):
    return isinstance(e, jax.core.InconclusiveDimensionOperation)
""", run="y = is_shape_error(ValueError())", expect=deprecated_by_jax("jax.core", "InconclusiveDimensionOperation"),
            line=2, message="jax.core.InconclusiveDimensionOperation is deprecated since JAX 0.10.0 and removed in "
                            "JAX 0.11.0; use jax.errors.InconclusiveDimensionOperation", fixed="""
def is_shape_error(e):
    return isinstance(e, jax.errors.InconclusiveDimensionOperation)
"""),
        Example("""
from jax.core import JaxprTypeError

def check(e):
    return isinstance(e, JaxprTypeError)
""", run="y = check(TypeError())", expect=deprecated_by_jax("jax.core", "JaxprTypeError"),
            line=1, message="jax.core.JaxprTypeError is deprecated since JAX 0.10.0", fixed="""
from jax.errors import JaxprTypeError

def check(e):
    return isinstance(e, JaxprTypeError)
"""),
        Example("""
def legendre(x):
    return jax.scipy.special.lpmn(2, 2, x)
""", run="y = legendre(jnp.array([0.5]))", expect=deprecated_by_jax("jax.scipy.special", "lpmn"),
            line=2, message="jax.scipy.special.lpmn is deprecated since JAX 0.5.0; no replacement is planned"),
        Example("""
def concrete(x):
    return jax.core.is_concrete(x)
""", run="y = concrete(jnp.ones(2))", expect=deprecated_by_jax("jax.core", "is_concrete"),
            line=2, message="jax.core.is_concrete is deprecated since JAX 0.10.0"),
    )

    def message(self, what: str, fact: facts.Fact, raises: str, replacement: str | None) -> str:
        removal = f" and removed in JAX {fact.removed_in}" if fact.removed_in else ""
        return f"{what} is deprecated since JAX {fact.deprecated_in}{removal}{advice(replacement)}"

    @classmethod
    def notes_for_target(cls, configured: str | None) -> str:
        return target_note("deprecated", configured)
