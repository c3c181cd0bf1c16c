# Thread: https://github.com/mlysy/pfjax/issues/3
# Shape: the fix, jnp.sign instead of the branch
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def mwg_adapt(rw_sd, accept_rate, n_iter):
    targ_acc = 0.44
    delta = jnp.minimum(0.01, n_iter ** -0.5)
    low_acc = jnp.sign(targ_acc - accept_rate)
    return jnp.exp(jnp.log(rw_sd) - delta * low_acc)


mwg_adapt(jnp.float32(1.0), jnp.float32(0.3), 10)
