import jax.numpy as jnp


def driven_pendulum(y, t, params):
    theta, omega = y
    drive = params["amp"] * jnp.cos(params["freq"] * t)
    drive = jnp.where(t > params["t_off"], 0.0, drive)
    return jnp.stack([omega, -params["g"] * jnp.sin(theta) - params["damping"] * omega + drive])
