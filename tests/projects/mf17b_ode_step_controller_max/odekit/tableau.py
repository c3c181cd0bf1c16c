import jax.numpy as jnp


def heun_euler(f, t, y, dt):
    """Heun's method with an embedded Euler estimate: (y_next, error estimate)."""
    k1 = f(t, y)
    k2 = f(t + dt, y + dt * k1)
    y_next = y + 0.5 * dt * (k1 + k2)
    return y_next, jnp.max(jnp.abs(0.5 * dt * (k2 - k1)))
