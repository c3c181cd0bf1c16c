"""Shapes of issue #14's known misses that branch misses29 closes, each with a buggy and a working
variant: run under JAX 0.10.2 first (the label), then linted.

- `lax.while_loop` has no transpose: differentiated in reverse mode (`jax.grad`, `jax.vjp`) it raises
  ValueError once its carry gets a tangent (JAX202, on the loop). Reported when the body computes
  (arithmetic, not comparisons) its result from a value the reverse-mode transform itself traces (grad
  alone: its `argnums`, and what is computed from them) read from the enclosing code; a body
  forwarding a differentiated initial carry unchanged runs (JAX hoists it), so the init is not judged,
  and so does a loop whose differentiated carry elements are never read afterwards (`n, _ = ...`); `jacfwd`, a loop over the other arguments only, a `custom_vjp` function's loop and
  a `lax.stop_gradient`-ed value work (measured), and so does a loop run inside
  `lax.stop_gradient(...)`'s argument (`x = lax.stop_gradient(solve(w))`, one-step differentiation), and under `jax.jit(jax.grad(f))` a jit tracer is not
  known to carry a tangent, so that stays silent.
- A method decorated with `jax.custom_jvp` or `jax.custom_vjp` (also through `partial`) is no
  descriptor: `obj.m(x)` and `self.m(x)` hand the function one argument fewer than it takes and raise
  TypeError (JAX811, on the call); `obj.m(obj, x)` and a `@staticmethod` around it work.
- A base registering every subclass in `__init_subclass__` with a flatten returning `(), self.__dict__`
  (`dict(...)`, `vars(self)`, `.copy()`) makes every attribute its subclasses' methods bind static
  metadata: two jit calls with instances holding separate arrays compare them with == (ValueError,
  JAX810 on the second); the same instance twice, or float attributes, work.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nfrom jax import lax\n\n"

_SOLVER = """
class Bisection:
    def __init__(self, tol=1e-4):
        self.tol = tol

    def solve(self, w, target):
        scale = jnp.exp(w)

        def cond_fun(state):
            lo, hi = state
            return hi - lo > self.tol

        def body_fun(state):
            lo, hi = state
            mid = 0.5 * (lo + hi)
            below = scale * mid ** 3 < target
            return jnp.where(below, mid, lo), jnp.where(below, hi, mid)

        lo, hi = lax.while_loop(cond_fun, body_fun, (jnp.zeros(()), jnp.ones(()) * 10.0))
        return 0.5 * (lo + hi)


def root_loss(w, target, solver):
    return solver.solve(w, target) ** 2

"""

_NEWTON = """
class Newton:
    def __init__(self, tol=1e-5, max_steps=50):
        self.tol = tol
        self.max_steps = max_steps

    def solve(self, w, target):
        scale = jnp.exp(w)

        def cond_fun(state):
            x, step = state
            return (jnp.abs(scale * x ** 3 - target) > self.tol) & (step < self.max_steps)

        def body_fun(state):
            x, step = state
            x = x - (scale * x ** 3 - target) / (3.0 * scale * x ** 2)
            return x, step + 1

        x, _ = lax.while_loop(cond_fun, body_fun, (jnp.ones(()), 0))
        return x


def root_loss(w, target, solver):
    return solver.solve(w, target) ** 2

"""

_ROOT_GRAD = _NEWTON + "print(jax.grad(root_loss)(0.5, 2.0, Newton()))\n"
_ROOT_JACFWD = _NEWTON + "print(jax.jacfwd(root_loss)(0.5, 2.0, Newton()))\n"
_ROOT_GRAD_OF_TARGET_ONLY = _NEWTON.replace("scale = jnp.exp(w)", "scale = 2.0").replace("target) /", "target) /") + \
    "print(jax.grad(root_loss)(0.5, 2.0, Newton()))\n"
_ROOT_STOP_GRADIENT = _NEWTON.replace("scale = jnp.exp(w)", "scale = lax.stop_gradient(jnp.exp(w))") + \
    "print(jax.grad(root_loss)(0.5, 2.0, Newton()))\n"
_BISECTION_GRAD = _SOLVER + "print(jax.grad(root_loss)(0.5, 2.0, Bisection()))\n"

_DIRECT_LOOP = """
def halve_until_small(x):
    def body(v):
        return v * 0.5 + 0.01 * x
    return jnp.sum(lax.while_loop(lambda v: jnp.max(jnp.abs(v)) > 1.0, body, jnp.ones(2) * 4.0) * x)


print(jax.grad(halve_until_small)(jnp.array([1.0, 2.0])))
"""

_FORWARDED_CARRY = """
def count_then_scale(x):
    return lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1]), (0, x))[1] * 2.0


print(jax.grad(count_then_scale)(1.0))
"""

_UNUSED_TANGENT_CARRY = """
def steps_to_ten(w):
    n, _ = lax.while_loop(lambda c: c[1] < 10.0, lambda c: (c[0] + 1, c[1] + w), (0, 0.0))
    return w * 2.0 + n


print(jax.grad(steps_to_ten)(1.0))
"""

_VJP_LOOP = """
def refine(theta):
    def body(c):
        i, y = c
        return i + 1, y + theta * jnp.cos(y)
    return lax.while_loop(lambda c: c[0] < 5, body, (0, 0.0))[1]


out, pullback = jax.vjp(refine, 0.3)
print(pullback(1.0))
"""

_ONE_STEP_AFTER_STOPPED_SOLVE = """
def solve(w):
    def body(c):
        i, x = c
        return i + 1, x - 0.5 * (x - w)
    return lax.while_loop(lambda c: jnp.abs(c[1] - w) > 1e-3, body, (0, 4.0))[1]


def one_step(w):
    x = lax.stop_gradient(solve(w))
    return x - 0.5 * (x - w)


print(jax.grad(one_step)(0.5))
"""

_CUSTOM_VJP_FIXED_POINT = """
@jax.custom_vjp
def fixed_point(a):
    def body(c):
        i, x = c
        return i + 1, a * jnp.cos(x)
    return lax.while_loop(lambda c: c[0] < 20, body, (0, 0.0))[1]


def fixed_point_fwd(a):
    x = fixed_point(a)
    return x, (a, x)


def fixed_point_bwd(res, g):
    a, x = res
    return (g * jnp.cos(x) / (1.0 + a * jnp.sin(x)),)


fixed_point.defvjp(fixed_point_fwd, fixed_point_bwd)


def loss(a):
    return fixed_point(a) ** 2


print(jax.grad(loss)(0.5))
"""

_JIT_OF_GRAD_LOOP_OVER_DATA = """
def loss(w, data):
    def body(c):
        i, total = c
        return i + 1, total + data[i]
    n, total = lax.while_loop(lambda c: total_below(c, data), body, (0, 0.0))
    return w * total


def total_below(c, data):
    return (c[0] < data.shape[0]) & (c[1] < 3.0)


print(jax.jit(jax.grad(loss))(0.5, jnp.array([1.0, 1.5, 2.0])))
"""

_SPRING = """
class Spring:
    def __init__(self, k):
        self.k = k

    @partial(jax.custom_jvp, nondiff_argnums=(0,))
    def potential(self, x):
        return 0.5 * self.k * jnp.sum(x ** 2)

    @potential.defjvp
    def _potential_jvp(self, primals, tangents):
        (x,), (x_dot,) = primals, tangents
        return 0.5 * self.k * jnp.sum(x ** 2), self.k * jnp.sum(x * x_dot)

    def force(self, x):
        return -jax.grad(lambda y: CALL)(x)


spring = Spring(3.0)
"""

_CUSTOM_JVP_METHOD_THROUGH_INSTANCE = _SPRING.replace("CALL", "0.0") + "print(spring.potential(jnp.ones(2)))\n"
_CUSTOM_JVP_METHOD_THROUGH_SELF = _SPRING.replace("CALL", "self.potential(y)") + "print(spring.force(jnp.ones(2)))\n"
_CUSTOM_JVP_METHOD_GIVEN_ITS_INSTANCE = _SPRING.replace("CALL", "0.0") + \
    "print(spring.potential(spring, jnp.ones(2)))\n"

_CUSTOM_VJP_STATIC_METHOD = """
class Clip:
    @staticmethod
    @jax.custom_vjp
    def clip_gradient(x):
        return x

    def apply(self, x):
        return self.clip_gradient(x)


Clip.clip_gradient.defvjp(lambda x: (x, None), lambda _, g: (jnp.clip(g, -1.0, 1.0),))
print(jax.grad(lambda x: Clip().apply(x) * 5.0)(1.0))
"""

_CUSTOM_VJP_METHOD = """
class Clip:
    @jax.custom_vjp
    def clip_gradient(self, x):
        return x

    def apply(self, x):
        return self.clip_gradient(x)


Clip.clip_gradient.defvjp(lambda self, x: (x, None), lambda self, _, g: (jnp.clip(g, -1.0, 1.0),))
print(Clip().apply(1.0))
"""

_WHOLE_DICT_AUX = """
class Registered:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        jax.tree_util.register_pytree_node(cls, cls.flatten, cls.unflatten)

    def flatten(self):
        return (), AUX

    @classmethod
    def unflatten(cls, aux, children):
        obj = object.__new__(cls)
        obj.__dict__.update(aux)
        return obj


class Affine(Registered):
    def __init__(self, shift, gain):
        self.shift = shift
        self.gain = gain

    def forward(self, x):
        return x * self.gain + self.shift


@jax.jit
def apply(bijector, x):
    return bijector.forward(x)


x = jnp.ones(4)
"""

_DICT_AUX_TWO_INSTANCES = _WHOLE_DICT_AUX.replace("AUX", "vars(self)") + \
    "print(apply(Affine(jnp.zeros(4), jnp.ones(4)), x))\nprint(apply(Affine(jnp.ones(4), jnp.ones(4)), x))\n"
_DICT_AUX_SAME_INSTANCE = _WHOLE_DICT_AUX.replace("AUX", "dict(self.__dict__)") + \
    "affine = Affine(jnp.zeros(4), jnp.ones(4))\nprint(apply(affine, x))\nprint(apply(affine, x))\n"
_DICT_AUX_FLOATS = _WHOLE_DICT_AUX.replace("AUX", "self.__dict__.copy()") + \
    "print(apply(Affine(0.0, 1.0), x))\nprint(apply(Affine(1.0, 2.0), x))\n"

SHAPES = {
    # name: (code, the exception JAX raises or None, the findings jaxlint makes)
    "grad_of_solver_method_with_while_loop": (_ROOT_GRAD, "ValueError", "JAX202"),
    "grad_of_bisection_whose_carry_moves_by_comparisons": (_BISECTION_GRAD, None, ""),
    "jacfwd_of_solver_method_with_while_loop": (_ROOT_JACFWD, None, ""),
    "grad_of_other_argument_than_the_loop_reads": (_ROOT_GRAD_OF_TARGET_ONLY, None, ""),
    "grad_with_stop_gradient_before_the_loop": (_ROOT_STOP_GRADIENT, None, ""),
    "grad_of_while_loop_in_the_function": (_DIRECT_LOOP, "ValueError", "JAX202"),
    "grad_of_while_loop_forwarding_its_differentiated_carry": (_FORWARDED_CARRY, None, ""),
    "grad_of_while_loop_whose_differentiated_carry_is_unused": (_UNUSED_TANGENT_CARRY, None, ""),
    "vjp_of_while_loop": (_VJP_LOOP, "ValueError", "JAX202"),
    "grad_of_one_step_after_a_stopped_solve": (_ONE_STEP_AFTER_STOPPED_SOLVE, None, ""),
    "grad_of_custom_vjp_whose_primal_loops": (_CUSTOM_VJP_FIXED_POINT, None, ""),
    "jit_of_grad_loop_over_data_only": (_JIT_OF_GRAD_LOOP_OVER_DATA, None, ""),
    "whole_dict_aux_two_instances_with_arrays": (_DICT_AUX_TWO_INSTANCES, "ValueError", "JAX810"),
    "whole_dict_aux_same_instance_twice": (_DICT_AUX_SAME_INSTANCE, None, ""),
    "whole_dict_aux_float_attributes": (_DICT_AUX_FLOATS, None, ""),
    "custom_jvp_method_called_through_instance": (_CUSTOM_JVP_METHOD_THROUGH_INSTANCE, "TypeError", "JAX811"),
    "custom_jvp_method_called_through_self": (_CUSTOM_JVP_METHOD_THROUGH_SELF, "TypeError", "JAX811"),
    "custom_jvp_method_given_its_instance": (_CUSTOM_JVP_METHOD_GIVEN_ITS_INSTANCE, None, ""),
    "custom_vjp_staticmethod_through_self": (_CUSTOM_VJP_STATIC_METHOD, None, ""),
    "custom_vjp_method_called_through_self": (_CUSTOM_VJP_METHOD, "TypeError", "JAX811"),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_misses29_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
