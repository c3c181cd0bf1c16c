"""Kinetic energy from log psi: -1/2 (lap log psi + |grad log psi|^2)."""
import jax
import jax.numpy as jnp


def local_kinetic(log_psi, x):
    flat = x.reshape(-1)
    f = lambda v: log_psi(v.reshape(x.shape))
    grad = jax.grad(f)(flat)
    lap = jnp.trace(jax.hessian(f)(flat))
    return -0.5 * (lap + jnp.sum(grad ** 2))
