import jax.numpy as jnp
from jax import lax


def energy(q, p):
    return 0.5 * jnp.sum(p**2) + 0.5 * jnp.sum(q**2)


def leapfrog(q, p, dt):
    p = p - 0.5 * dt * q
    q = q + dt * p
    p = p - 0.5 * dt * q
    return q, p


def run(q, p, recorder, n_steps, dt=0.1):
    def step(state, _):
        q, p = leapfrog(*state, dt)
        recorder.log(energy(q, p))
        return (q, p), None

    (q, p), _ = lax.scan(step, (q, p), None, length=n_steps)
    return q, p
