# Thread: https://github.com/patrick-kidger/equinox/issues/776
# Shape: the fix: scan a fixed maximum length and mask the steps past each row's count
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax

MAX_STEPS = 32


def fwd_dynamics(carry, step):
    x0, uk, n = carry
    x_next = jnp.where(step < n, x0 + uk * 0.001, x0)
    return (x_next, uk, n), x_next


def state_predictor(xk, uk, sim_timestep):
    (x_next, _, _), _ = lax.scan(fwd_dynamics, (xk, uk, sim_timestep), jnp.arange(MAX_STEPS))
    return x_next


batched = jax.vmap(state_predictor, in_axes=(None, None, 0))
batched(jnp.zeros(5), jnp.ones(5), jnp.array([10, 20]))
