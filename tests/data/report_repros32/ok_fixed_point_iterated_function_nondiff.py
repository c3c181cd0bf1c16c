# Thread: https://github.com/jax-ml/jax/issues/3148
# Shape: the fix: the iterated function is marked in `nondiff_argnums`, so the bound method `model.step` is a static argument of the custom_vjp solver (and the backward rule receives it first)
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


class DampedMap:
    def __init__(self, rate):
        self.rate = rate

    def step(self, theta, x):
        return self.rate * x + theta


@partial(jax.custom_vjp, nondiff_argnums=(0,))
def find_fixed_point(iterated_function, theta, x_init):
    def cond(carry):
        x_prev, x = carry
        return jnp.max(jnp.abs(x - x_prev)) > 1e-6

    def body(carry):
        _, x = carry
        return x, iterated_function(theta, x)

    _, x_star = lax.while_loop(cond, body, (x_init, iterated_function(theta, x_init)))
    return x_star


def _fs_fwd(iterated_function, theta, x_init):
    x_star = find_fixed_point(iterated_function, theta, x_init)
    return x_star, (theta, x_star)


def _fs_bwd(iterated_function, residuals, x_star_bar):
    theta, x_star = residuals
    _, vjp_theta = jax.vjp(lambda t: iterated_function(t, x_star), theta)
    return vjp_theta(x_star_bar)[0], jnp.zeros_like(x_star)


find_fixed_point.defvjp(_fs_fwd, _fs_bwd)


def loss(theta, model):
    x_star = find_fixed_point(model.step, theta, jnp.zeros_like(theta))
    return jnp.sum(x_star)


model = DampedMap(0.5)
print(jax.jit(loss, static_argnums=1)(jnp.ones(3), model))
