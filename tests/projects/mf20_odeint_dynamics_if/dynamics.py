import jax.numpy as jnp


def driven_pendulum(y, t, params):
    theta, omega = y
    drive = params["amp"] * jnp.cos(params["freq"] * t)
    if t > params["t_off"]:  # expect: JAX101
        drive = 0.0
    return jnp.stack([omega, -params["g"] * jnp.sin(theta) - params["damping"] * omega + drive])
