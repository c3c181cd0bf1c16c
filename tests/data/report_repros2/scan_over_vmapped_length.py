# Thread: https://github.com/patrick-kidger/equinox/issues/776
# Shape: `lax.scan` over `jnp.arange(sim_timestep)` in a predictor vmapped over `sim_timestep`
# expect: ConcretizationTypeError at line 16
import jax
import jax.numpy as jnp
from jax import lax


def fwd_dynamics(x_u, _):
    x0, uk = x_u
    x_next = x0 + uk * 0.001
    return (x_next, uk), x_next


def state_predictor(xk, uk, sim_timestep):
    (x_next, _), _ = lax.scan(fwd_dynamics, (xk, uk), jnp.arange(sim_timestep))
    return x_next


batched = jax.vmap(state_predictor, in_axes=(None, None, 0))
batched(jnp.zeros(5), jnp.ones(5), jnp.array([10, 20]))
