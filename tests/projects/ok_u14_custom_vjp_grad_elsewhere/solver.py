"""A custom_vjp simulation whose forward rule prints each jitted step (optimism's material_point
shape, tests/data/unseen14_triage.md): differentiated by another module, JAX runs the rule on
concrete values, so the print shows numbers and the `if` tests one."""
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
        print(f"step {i}: {y}")
        if y.sum() > 0:
            total = total + y.sum()
    return total, x


def simulate_bwd(steps, x, g):
    return (2.0 * steps * g * jnp.ones_like(x),)


simulate.defvjp(simulate_fwd, simulate_bwd)
