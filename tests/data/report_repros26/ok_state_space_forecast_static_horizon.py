# Thread: https://github.com/jax-ml/jax/issues/4723
# Shape: the horizon is a static argument of the jitted forecast, so matrix_power receives a Python int
# expect: ok
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class StateSpace(NamedTuple):
    transition: jax.Array
    noise: jax.Array


def propagate(model, covariance, horizon):
    f_n = jnp.linalg.matrix_power(model.transition, horizon)
    return f_n @ covariance @ f_n.T + horizon * model.noise


@partial(jax.jit, static_argnames="horizon")
def forecast(model, covariance, horizon):
    return propagate(model, covariance, horizon)


model = StateSpace(transition=jnp.eye(2) * 0.9, noise=jnp.eye(2) * 0.1)
print(forecast(model, jnp.eye(2), horizon=3))
