import jax
import jax.numpy as jnp

from solver import criteria, steps


def main():
    init = (jnp.array(1.0), jnp.array(1.0), 0)
    root, _, _ = jax.lax.while_loop(criteria.not_converged, steps.newton, init)
    return root
