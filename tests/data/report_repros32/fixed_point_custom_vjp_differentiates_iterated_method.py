# Thread: https://github.com/jax-ml/jax/issues/3148
# Shape: a fixed-point solver under `jax.custom_vjp` takes the iterated function as its first argument, not marked in `nondiff_argnums`; the loss hands it a model's bound method `model.step`, so custom_vjp gets a function among its differentiable arguments
# expect: TypeError at line 45
import jax
import jax.numpy as jnp
from jax import lax


class DampedMap:
    def __init__(self, rate):
        self.rate = rate

    def step(self, theta, x):
        return self.rate * x + theta


@jax.custom_vjp
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


def _fs_bwd(residuals, x_star_bar):
    theta, x_star = residuals
    return None, x_star_bar, jnp.zeros_like(x_star)


find_fixed_point.defvjp(_fs_fwd, _fs_bwd)


def loss(theta, model):
    x_star = find_fixed_point(model.step, theta, jnp.zeros_like(theta))
    return jnp.sum(x_star)


model = DampedMap(0.5)
print(jax.jit(loss, static_argnums=1)(jnp.ones(3), model))
