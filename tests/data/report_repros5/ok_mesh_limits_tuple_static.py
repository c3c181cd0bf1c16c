# Thread: https://github.com/jax-ml/jax/issues/7561
# Shape: the axis limits are tuples, so the static arguments hash
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0, 1, 2, 4))
def _mesh_eval(func, x_limits, y_limits, params, num_ticks):
    xs = jnp.linspace(x_limits[0], x_limits[1], num_ticks)
    ys = jnp.linspace(y_limits[0], y_limits[1], num_ticks)
    X, Y = jnp.meshgrid(xs, ys)
    return jax.vmap(func, in_axes=(0, 0, None))(X.ravel(), Y.ravel(), params).reshape(X.shape)


def target(x, y, params):
    return -0.5 * (x ** 2 + y ** 2) * params


x_limits = (-2, 2)
y_limits = (-4, 2)
print(_mesh_eval(target, x_limits, y_limits, 1.0, 5).shape)
