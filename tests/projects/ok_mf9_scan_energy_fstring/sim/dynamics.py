import jax
import jax.numpy as jnp


def leapfrog_step(state, dt):
    q, p = state
    print(f"tracing leapfrog for {q.shape[0]} coordinates, dtype {q.dtype}")
    p = p - 0.5 * dt * q
    q = q + dt * p
    p = p - 0.5 * dt * q
    energy = 0.5 * (jnp.sum(p ** 2) + jnp.sum(q ** 2))
    jax.debug.print("energy {e:.5f}", e=energy)
    return (q, p), energy
