# Thread: https://github.com/jax-ml/jax/issues/5287
# Shape: the answer's fix: `alpha` stays out of the scan carry; the body receives it through `functools.partial`, so it is still the Python float `map_row` got as a static argument when it reaches `p_tau`'s static parameter
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
from jax import jit, lax


@partial(jit, static_argnums=(2,))
def p_tau(z, tau, alpha=1.5):
    return jnp.clip((alpha - 1) * z - tau, min=0) ** (1 / (alpha - 1))


@jit
def get_tau(tau, tau_max, tau_min, z_value):
    return lax.cond(z_value < 1, lambda _: (tau, tau_min), lambda _: (tau_max, tau), operand=None)


def body(kwargs, x, alpha):
    tau_min = kwargs["tau_min"]
    tau_max = kwargs["tau_max"]
    z = kwargs["z"]
    tau = (tau_min + tau_max) / 2
    z_value = p_tau(z, tau, alpha).sum()
    taus = get_tau(tau, tau_max, tau_min, z_value)
    tau_max, tau_min = taus[0], taus[1]
    return {"tau_min": tau_min, "tau_max": tau_max, "z": z}, None


@partial(jit, static_argnums=(1, 2))
def map_row(z_input, alpha, T):
    z = (alpha - 1) * z_input
    tau_min, tau_max = jnp.min(z) - 1, jnp.max(z) - z.shape[0] ** (1 - alpha)
    result, _ = lax.scan(partial(body, alpha=alpha), {"tau_min": tau_min, "tau_max": tau_max, "z": z}, xs=None, length=T)
    tau = (result["tau_max"] + result["tau_min"]) / 2
    return p_tau(z, tau, alpha)


print(map_row(jnp.array([0.5, 1.0, 2.0]), 1.5, 20))
