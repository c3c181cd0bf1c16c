# Thread: https://github.com/patrick-kidger/diffrax/issues/379
# Shape: the same solver with `max_steps` a static argument of the jit
# expect: ok
import jax
import jax.numpy as jnp


def diffeqsolve(y0, dt0, max_steps=4096):
    if max_steps == 1:
        return y0 + dt0
    return y0 + dt0 * max_steps


def count_flops(y0, max_steps):
    return diffeqsolve(y0, 0.1, max_steps=max_steps)


jax.jit(count_flops, static_argnames="max_steps")(jnp.ones(2), 16)
