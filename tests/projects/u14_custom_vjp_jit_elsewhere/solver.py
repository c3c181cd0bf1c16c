"""The same simulation jitted by another module: jit traces the function itself (its custom_vjp
rule is for differentiation), so the print shows a tracer and the `if` raises."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_vjp, nondiff_argnums=(0,))
def simulate(steps, x):
    return simulate_fwd(steps, x)[0]


def simulate_fwd(steps, x):
    solve = jax.jit(lambda a: a * 2.0)
    total = 0.0
    for i in range(steps):
        y = solve(x)
        print(f"step {i}: {y}")  # expect: JAX302
        if y.sum() > 0:  # expect: JAX101
            total = total + y.sum()
    return total, x


def simulate_bwd(steps, x, g):
    return (2.0 * steps * g * jnp.ones_like(x),)


simulate.defvjp(simulate_fwd, simulate_bwd)
