# Thread: https://github.com/jax-ml/jax/issues/4723
# Shape: a state-space model (a NamedTuple pytree) is propagated `horizon` steps by a helper that raises the transition matrix to that power; the horizon reaches jnp.linalg.matrix_power as a traced argument of the jitted forecast
# expect: ValueError at line 16
from typing import NamedTuple

import jax
import jax.numpy as jnp


class StateSpace(NamedTuple):
    transition: jax.Array
    noise: jax.Array


def propagate(model, covariance, horizon):
    f_n = jnp.linalg.matrix_power(model.transition, horizon)
    return f_n @ covariance @ f_n.T + horizon * model.noise


@jax.jit
def forecast(model, covariance, horizon):
    return propagate(model, covariance, horizon)


model = StateSpace(transition=jnp.eye(2) * 0.9, noise=jnp.eye(2) * 0.1)
print(forecast(model, jnp.eye(2), 3))
