# Thread: https://github.com/mlysy/pfjax/issues/3
# Shape: the fix: the direction of the adaptation is `jnp.sign(targ_acc - accept_rate)`, folded into the log-scale update, so no Python branch sees the traced rate; same `lax.scan` sampler
# expect: ok
import jax
import jax.numpy as jnp


def mwg_adapt(rw_sd, accept_rate, n_iter, targ_acc=0.44):
    delta = jnp.minimum(0.01, jnp.power(n_iter, -0.5))
    low_acc = jnp.sign(targ_acc - accept_rate)
    return jnp.exp(jnp.log(rw_sd) - delta * low_acc)


def sampler_step(carry, n_iter):
    rw_sd, n_accept = carry
    accepted = jnp.sin(n_iter * rw_sd) > 0.0
    n_accept = n_accept + accepted
    accept_rate = n_accept / n_iter
    rw_sd = mwg_adapt(rw_sd, accept_rate, n_iter)
    return (rw_sd, n_accept), rw_sd


(rw_sd, _), trace = jax.lax.scan(sampler_step, (jnp.array(1.0), jnp.array(0.0)), jnp.arange(1.0, 11.0))
print(rw_sd)
