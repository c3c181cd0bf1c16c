"""Shapes behind known misses of report repro set 18 (branch misses16), objects and library facts,
each with working neighbours: run under JAX 0.10.2 first (the label), then linted (the exact findings).

- custom derivative rules run traced: a `jax.custom_vjp` function differentiated inside a jit trace
  (`jax.jit(jax.grad(loss))`, or `jax.grad` called in jitted code) runs its `fwd` rule on the
  arguments as the trace holds them and its `bwd` rule on the residuals `fwd` returns (and a traced
  cotangent); a `custom_jvp` rule gets the primals and traced tangents. Under `grad` alone the rules
  run on concrete values, under `jit` alone only the primal's body runs;
- a callable instance handed to a transform (`jax.jit(op)`, `jax.vmap(op)`) where every caller or
  construction hands `op` an instance of one class: its `__call__` is traced, and a jitted instance
  held on `self` by `__init__` (`self.op = jax.jit(op)`) is that `__call__` when called;
- a `functools.cached_property` first read in traced code stores what it computes on the instance:
  a tracer there outlives the trace when the instance does (unless a constructor fills it first);
- `jnp.vectorize(f)` (no `signature`/`excluded`) vmaps `f` over the dimensions of its arguments: a
  parameter some call hands an array with a dimension (`jnp.linspace(...)`, `np.arange(n)`) is a
  tracer, one only handed scalars reaches `f` concrete.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case, json_findings, run_project, write_files

HEADER = "import functools\nimport jax\nimport jax.numpy as jnp\n\n"

_CLIP_VJP = """
@jax.custom_vjp
def clip_grad(x, t):
    return x


def clip_grad_fwd(x, t):
    flag = t > 0.0
    return x, (flag, t)


def clip_grad_bwd(res, g):
    flag, t = res
    if flag:
        return jnp.clip(g, -t, t), jnp.zeros_like(t)
    return g, jnp.zeros_like(t)


clip_grad.defvjp(clip_grad_fwd, clip_grad_bwd)


def loss(w, t):
    return jnp.sum(clip_grad(w * 3.0, t) ** 2)

"""

_SAFE_LOG = """
@jax.custom_jvp
def safe_log(x, eps):
    return jnp.log(x + eps)


@safe_log.defjvp
def safe_log_jvp(primals, tangents):
    x, eps = primals
    dx, _ = tangents
    if eps > 0:
        return safe_log(x, eps), dx / (x + eps)
    return safe_log(x, eps), dx / x

"""

_RESIDUAL = """
class Residual:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x, mode):
        if mode:
            return x * self.scale
        return x

"""

_TABLE = """
from functools import cached_property


class Simulator:
    def __init__(self, n):
        self.n = n

    @cached_property
    def table(self):
        return jnp.eye(self.n) * 3.0

    def apply(self, x):
        return self.table @ x

"""

CASES = {
    # a. custom derivative rules
    "vjp_bwd_branches_on_residual_of_traced_argument": (_CLIP_VJP + """
jax.jit(jax.grad(loss))(jnp.ones(3), 0.5)
""", "TracerBoolConversionError", "JAX101"),
    "ok_vjp_bwd_residual_of_closed_over_constant": (_CLIP_VJP + """
jax.jit(jax.grad(lambda w: loss(w, 0.5)))(jnp.ones(3))
""", None, None),
    "ok_vjp_under_grad_alone": (_CLIP_VJP + """
jax.grad(loss)(jnp.ones(3), 0.5)
""", None, None),
    "ok_vjp_under_jit_alone": (_CLIP_VJP + """
jax.jit(loss)(jnp.ones(3), 0.5)
""", None, None),
    "ok_vjp_under_vmap_of_grad_unmapped_threshold": (_CLIP_VJP + """
jax.vmap(jax.grad(loss), in_axes=(0, None))(jnp.ones((2, 3)), 0.5)
""", None, None),
    "vjp_fwd_branches_on_traced_argument": ("""
@jax.custom_vjp
def scaled(x, t):
    return x * t


def scaled_fwd(x, t):
    if t > 0.0:
        return x * t, t
    return -x * t, t


scaled.defvjp(scaled_fwd, lambda t, g: (g * t, jnp.zeros_like(t)))


@jax.jit
def step(w, t):
    return jax.grad(lambda v: jnp.sum(scaled(v, t)))(w)


step(jnp.ones(3), 0.5)
""", "TracerBoolConversionError", "JAX101"),
    "jvp_rule_branches_on_traced_primal": (_SAFE_LOG + """
@jax.jit
def step(w, eps):
    return jax.grad(lambda v: jnp.sum(safe_log(v, eps)))(w)


step(jnp.ones(3), 1e-3)
""", "TracerBoolConversionError", "JAX101"),
    "ok_jvp_rule_literal_primal": (_SAFE_LOG + """
@jax.jit
def step(w):
    return jax.grad(lambda v: jnp.sum(safe_log(v, 1e-3)))(w)


step(jnp.ones(3))
""", None, None),
    "vjp_bwd_nondiff_argument_first": ("""
@functools.partial(jax.custom_vjp, nondiff_argnums=(0,))
def shrink(mode, x, t):
    return x


def shrink_fwd(mode, x, t):
    return x, t > 0.0


def shrink_bwd(mode, flag, g):
    if flag:
        return (g * 0.5, None)
    return (g, None)


shrink.defvjp(shrink_fwd, shrink_bwd)


def loss(w, t):
    return jnp.sum(shrink("soft", w, t))


jax.jit(jax.grad(loss))(jnp.ones(3), 0.5)
""", "TracerBoolConversionError", "JAX101"),
    # b. callable instances handed to transforms
    "callable_instance_jitted_by_its_callers_function": (_RESIDUAL + """
def run(op, x):
    jitted = jax.jit(op)
    return jitted(x, True)


run(Residual(2.0), jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "ok_callable_instance_jitted_with_static_mode": (_RESIDUAL + """
def run(op, x):
    jitted = jax.jit(op, static_argnums=1)
    return jitted(x, True)


run(Residual(2.0), jnp.ones(2))
""", None, None),
    "callable_instance_vmapped_in_constructor": ("""
class Residual:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return x * self.scale
        return x


class Holder:
    def __init__(self, op):
        self.op = jax.vmap(op)

    def run(self, x):
        return self.op(x)


Holder(Residual(2.0)).run(jnp.ones((3, 2)))
""", "TracerBoolConversionError", "JAX101"),
    "ok_callable_instance_vmapped_in_constructor_where": ("""
class Residual:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, x * self.scale, x)


class Holder:
    def __init__(self, op):
        self.op = jax.vmap(op)

    def run(self, x):
        return self.op(x)


Holder(Residual(2.0)).run(jnp.ones((3, 2)))
""", None, None),
    "jitted_instance_returns_a_closure": ("""
class Linearize:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return x * self.scale, lambda v: v * self.scale


op = jax.jit(Linearize(2.0))
op(jnp.ones(2))
""", "TypeError", "JAX811"),
    "ok_jitted_instance_returns_arrays": ("""
class Linearize:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return x * self.scale, jnp.full_like(x, self.scale)


op = jax.jit(Linearize(2.0))
op(jnp.ones(2))
""", None, None),
    "instance_jitted_on_self_returns_a_closure": ("""
class Linearize:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return x * self.scale, lambda v: v * self.scale


class Correction:
    def __init__(self, op):
        self.op = jax.jit(op)

    def error(self, x):
        value, lin = self.op(x)
        return lin(value)


Correction(Linearize(2.0)).error(jnp.ones(2))
""", "TypeError", "JAX811"),
    # c. cached_property read in traced code
    "cached_property_first_read_under_jit": (_TABLE + """
sim = Simulator(3)
jax.jit(lambda x: sim.apply(x))(jnp.ones(3))
sim.apply(jnp.ones(3))
""", "UnexpectedTracerError", "JAX301"),
    "cached_property_of_static_argument": (_TABLE + """
@functools.partial(jax.jit, static_argnums=0)
def run(sim, x):
    return sim.table @ x


sim = Simulator(3)
run(sim, jnp.ones(3))
sim.table + 1
""", "UnexpectedTracerError", "JAX301"),
    "cached_property_first_read_in_scan_body_under_jit": (_TABLE + """
sim = Simulator(3)


@jax.jit
def roll(x):
    def body(carry, _):
        return sim.apply(carry), None

    return jax.lax.scan(body, x, None, length=2)[0]


roll(jnp.ones(3))
sim.apply(jnp.ones(3))
""", "UnexpectedTracerError", "JAX301"),
    "ok_cached_property_first_read_under_vmap": (_TABLE + """
sim = Simulator(3)
jax.vmap(lambda x: sim.apply(x))(jnp.ones((2, 3)))
sim.apply(jnp.ones(3))
""", None, None),
    "cached_property_of_traced_pytree_converts_a_field": ("""
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    pos: jax.Array
    vel: jax.Array

    @functools.cached_property
    def moving(self):
        return bool(jnp.any(self.vel != 0))


@jax.jit
def step(s):
    if s.moving:
        return s.pos + s.vel
    return s.pos


step(State(jnp.ones(2), jnp.zeros(2)))
""", "TracerBoolConversionError", "JAX105"),  # the instance is the trace's own: no leak reported
    "ok_cached_property_read_in_constructor": ("""
from functools import cached_property


class Simulator:
    def __init__(self, n):
        self.n = n
        assert self.table.shape == (n, n)

    @cached_property
    def table(self):
        return jnp.eye(self.n) * 3.0

    def apply(self, x):
        return self.table @ x


sim = Simulator(3)
jax.jit(lambda x: sim.apply(x))(jnp.ones(3))
sim.apply(jnp.ones(3))
""", None, None),
    "ok_plain_property_recomputed": ("""
class Simulator:
    def __init__(self, n):
        self.n = n

    @property
    def table(self):
        return jnp.eye(self.n) * 3.0

    def apply(self, x):
        return self.table @ x


sim = Simulator(3)
jax.jit(lambda x: sim.apply(x))(jnp.ones(3))
sim.apply(jnp.ones(3))
""", None, None),
    "ok_cached_property_of_instance_built_in_the_trace": (_TABLE + """
@jax.jit
def run(x):
    return Simulator(3).apply(x)


run(jnp.ones(3))
""", None, None),
    "ok_cached_property_forced_in_post_init": ("""
from dataclasses import dataclass
from functools import cached_property


def force(obj):
    for name, attr in vars(type(obj)).items():
        if isinstance(attr, cached_property):
            getattr(obj, name)


@dataclass(frozen=True, eq=False)
class Simulator:
    n: int

    def __post_init__(self):
        force(self)

    @cached_property
    def table(self):
        return jnp.eye(self.n) * 3.0

    def apply(self, x):
        return self.table @ x


sim = Simulator(3)
jax.jit(lambda x: sim.apply(x))(jnp.ones(3))
sim.apply(jnp.ones(3))
""", None, None),
    # e. jnp.vectorize
    "vectorize_decorated_branch_on_mapped_argument": ("""
@jnp.vectorize
def wrap(theta):
    if theta > jnp.pi:
        return theta - 2 * jnp.pi
    return theta


wrap(jnp.linspace(-10.0, 10.0, 5))
""", "TracerBoolConversionError", "JAX101"),
    "ok_vectorize_decorated_scalar_call": ("""
@jnp.vectorize
def wrap(theta):
    if theta > jnp.pi:
        return theta - 2 * jnp.pi
    return theta


wrap(3.5)
""", None, None),
    "vectorize_call_form_on_array_display": ("""
def clip_positive(x):
    if x < 0:
        return 0.0 * x
    return x


clip = jnp.vectorize(clip_positive)
clip(jnp.array([1.0, -2.0, 3.0]))
""", "TracerBoolConversionError", "JAX101"),
    "ok_vectorize_call_form_where": ("""
def clip_positive(x):
    return jnp.where(x < 0, 0.0, x)


clip = jnp.vectorize(clip_positive)
clip(jnp.array([1.0, -2.0, 3.0]))
""", None, None),
    "vectorize_name_bound_to_numpy_arange": ("""
import numpy as np


@jnp.vectorize
def halve_until_small(x):
    while x > 1.0:
        x = x / 2
    return x


xs = np.arange(4.0)
halve_until_small(xs)
""", "TracerBoolConversionError", "JAX101"),
    "vectorize_branch_on_the_mapped_of_two": ("""
@jnp.vectorize
def above(x, t):
    if x > t:
        return x
    return t


above(jnp.ones((2, 3)), 0.5)
""", "TracerBoolConversionError", "JAX101"),
    "ok_vectorize_branch_on_the_unmapped_of_two": ("""
@jnp.vectorize
def shifted(x, t):
    if t > 0:
        return x + t
    return x


shifted(jnp.ones((2, 3)), 0.5)
""", None, None),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_misses16_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# --- multi-module variants: the mistake in model.py, the transform in train.py --------------------

_MODEL_VJP = {"model.py": """
    import jax
    import jax.numpy as jnp


    @jax.custom_vjp
    def clip_grad(x, t):
        return x


    def clip_grad_fwd(x, t):
        return x, (t > 0.0, t)


    def clip_grad_bwd(res, g):
        flag, t = res
        if flag:
            return jnp.clip(g, -t, t), jnp.zeros_like(t)
        return g, jnp.zeros_like(t)


    clip_grad.defvjp(clip_grad_fwd, clip_grad_bwd)


    def loss(w, t):
        return jnp.sum(clip_grad(w * 3.0, t) ** 2)
    """}


def test_custom_vjp_rules_traced_from_another_module(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_VJP, "train.py": """
        import jax
        import jax.numpy as jnp

        from model import loss

        step = jax.jit(jax.grad(loss))
        print(step(jnp.ones(3), 0.5))
        """})
    ran = run_project(tmp_path, "import train")
    assert "TracerBoolConversionError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("model.py", 16, "JAX101")]


def test_custom_vjp_rules_concrete_from_another_module(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_VJP, "train.py": """
        import jax
        import jax.numpy as jnp

        from model import loss

        step = jax.jit(jax.grad(lambda w: loss(w, 0.5)))
        print(step(jnp.ones(3)))
        """})
    assert run_project(tmp_path, "import train").returncode == 0
    assert json_findings(capsys, str(tmp_path)) == []


_MODEL_TABLE = {"model.py": """
    from functools import cached_property

    import jax.numpy as jnp


    class Simulator:
        def __init__(self, n):
            self.n = n

        @cached_property
        def table(self):
            return jnp.eye(self.n) * 3.0

        def apply(self, x):
            return self.table @ x
    """}


def test_cached_property_first_read_under_another_modules_jit(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_TABLE, "train.py": """
        import jax
        import jax.numpy as jnp

        from model import Simulator

        sim = Simulator(3)
        print(jax.jit(lambda x: sim.apply(x))(jnp.ones(3)))
        print(sim.apply(jnp.ones(3)))
        """})
    ran = run_project(tmp_path, "import train")
    assert "UnexpectedTracerError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("model.py", 11, "JAX301")]


def test_cached_property_read_eagerly_by_another_module(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_TABLE, "train.py": """
        import jax.numpy as jnp

        from model import Simulator

        sim = Simulator(3)
        print(sim.apply(jnp.ones(3)))
        """})
    assert run_project(tmp_path, "import train").returncode == 0
    assert json_findings(capsys, str(tmp_path)) == []


_MODEL_OP = {"model.py": """
    import jax.numpy as jnp


    class Residual:
        def __init__(self, scale):
            self.scale = scale

        def __call__(self, x, mode):
            if mode:
                return x * self.scale
            return x
    """}


_RUNNER = """
    import jax
    import jax.numpy as jnp

    from model import Residual


    class Runner:
        def __init__(self, op):
            self.op = jax.jit(op{static})

        def run(self, x):
            return self.op(x, True)


    print(Runner(Residual(2.0)).run(jnp.ones(2)))
    """


def test_callable_instance_jitted_in_another_module(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_OP, "train.py": _RUNNER.format(static="")})
    ran = run_project(tmp_path, "import train")
    assert "TracerBoolConversionError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("model.py", 9, "JAX101")]


def test_callable_instance_jitted_static_in_another_module(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_OP, "train.py": _RUNNER.format(static=", static_argnums=1")})
    assert run_project(tmp_path, "import train").returncode == 0
    assert json_findings(capsys, str(tmp_path)) == []


_MODEL_WRAP = {"model.py": """
    import jax.numpy as jnp


    def wrap_angle(theta):
        if theta > jnp.pi:
            return theta - 2 * jnp.pi
        return theta
    """}


def test_vectorize_of_another_modules_function_on_an_array(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_WRAP, "train.py": """
        import jax.numpy as jnp

        from model import wrap_angle

        wrap = jnp.vectorize(wrap_angle)
        print(wrap(jnp.linspace(-10.0, 10.0, 5)))
        """})
    ran = run_project(tmp_path, "import train")
    assert "TracerBoolConversionError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("model.py", 5, "JAX101")]


def test_vectorize_of_another_modules_function_on_a_scalar(tmp_path, capsys):
    write_files(tmp_path, {**_MODEL_WRAP, "train.py": """
        import jax.numpy as jnp

        from model import wrap_angle

        wrap = jnp.vectorize(wrap_angle)
        print(wrap(3.5))
        """})
    assert run_project(tmp_path, "import train").returncode == 0
    assert json_findings(capsys, str(tmp_path)) == []
