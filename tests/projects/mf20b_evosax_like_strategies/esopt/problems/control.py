"""A linear controller swinging a pendulum; the return of one rollout is the fitness."""
import jax
import jax.numpy as jnp

G, L, DT, MAX_TORQUE = 9.81, 1.0, 0.05, 2.0


def _wrap(theta):
    if theta > jnp.pi:  # expect: JAX101
        return theta - 2 * jnp.pi
    return theta


def _step(state, weights):
    theta, omega = state
    features = jnp.stack([jnp.cos(theta), jnp.sin(theta), omega, 1.0])
    torque = MAX_TORQUE * jnp.tanh(features @ weights)
    omega = omega + DT * (-G / L * jnp.sin(theta) + torque)
    theta = _wrap(theta + DT * omega)
    reward = -(theta ** 2 + 0.1 * omega ** 2 + 0.001 * torque ** 2)
    return (theta, omega), reward


def pendulum_return(weights, horizon=100):
    init = (jnp.asarray(jnp.pi - 0.1), jnp.asarray(0.0))
    _, rewards = jax.lax.scan(lambda s, _: _step(s, weights), init, None, length=horizon)
    return rewards.sum()
