import jax.numpy as jnp


def leapfrog_step(state, dt):
    q, p = state
    p = p - 0.5 * dt * q
    q = q + dt * p
    p = p - 0.5 * dt * q
    energy = 0.5 * (jnp.sum(p ** 2) + jnp.sum(q ** 2))
    print(f"energy {energy:.5f}")  # expect: JAX302
    return (q, p), energy
