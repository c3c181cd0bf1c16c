# Thread: https://github.com/mlysy/pfjax/issues/3
# Shape: `if` on an acceptance rate inside a jitted adaptation step
# expect: TracerBoolConversionError at line 12
import jax
import jax.numpy as jnp


@jax.jit
def mwg_adapt(rw_sd, accept_rate, n_iter):
    targ_acc = 0.44
    delta = jnp.minimum(0.01, n_iter ** -0.5)
    if accept_rate < targ_acc:
        return jnp.exp(jnp.log(rw_sd) - delta)
    return jnp.exp(jnp.log(rw_sd) + delta)


mwg_adapt(jnp.float32(1.0), jnp.float32(0.3), 10)
