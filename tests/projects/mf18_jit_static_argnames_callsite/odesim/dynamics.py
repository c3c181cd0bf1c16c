import jax.numpy as jnp


def damped_oscillator(y, omega=2.0, zeta=0.1):
    x, v = y[0], y[1]
    return jnp.stack([v, -2 * zeta * omega * v - omega**2 * x])


def rk4_step(y, dt):
    k1 = damped_oscillator(y)
    k2 = damped_oscillator(y + 0.5 * dt * k1)
    k3 = damped_oscillator(y + 0.5 * dt * k2)
    k4 = damped_oscillator(y + dt * k3)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
