from functools import partial

import jax
import jax.numpy as jnp

from solver import LineSearchState, body_fun, cond_fun


def grad_fn(x):
    return 2.0 * x


@jax.jit
def minimize(x0):
    init = LineSearchState(x0, jnp.asarray(1.0), jnp.asarray(0))
    final = jax.lax.while_loop(cond_fun, partial(body_fun, grad_fn=grad_fn, min_step=0.01), init)
    return final.x


def main():
    return minimize(jnp.ones(3))
