from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp

from .criteria import keep_going


class NewtonState(NamedTuple):
    x: jax.Array
    residual: jax.Array
    iteration: jax.Array


def newton_sqrt(a, tol=1e-5, max_iter=50):
    def body(s):
        x = 0.5 * (s.x + a / s.x)
        return NewtonState(x, jnp.abs(x * x - a), s.iteration + 1)

    init = NewtonState(a, jnp.abs(a * a - a), jnp.array(0))
    cond = partial(keep_going, tol=tol, max_iter=max_iter)
    return jax.lax.while_loop(cond, body, init).x
