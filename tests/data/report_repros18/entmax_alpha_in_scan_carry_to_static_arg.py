# Thread: https://github.com/jax-ml/jax/issues/5287
# Shape: the report's entmax bisection: `p_tau` is jitted with `alpha` static, but the scan body reads `alpha` back out of the dict carry it was packed into, where it became a traced value, and hands that tracer to the static parameter
# expect: ValueError at line 27
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


def body(kwargs, x):
    tau_min = kwargs["tau_min"]
    tau_max = kwargs["tau_max"]
    z = kwargs["z"]
    alpha = kwargs["alpha"]
    tau = (tau_min + tau_max) / 2
    z_value = p_tau(z, tau, alpha).sum()
    taus = get_tau(tau, tau_max, tau_min, z_value)
    tau_max, tau_min = taus[0], taus[1]
    return {"tau_min": tau_min, "tau_max": tau_max, "z": z, "alpha": alpha}, None


@partial(jit, static_argnums=(1, 2))
def map_row(z_input, alpha, T):
    z = (alpha - 1) * z_input
    tau_min, tau_max = jnp.min(z) - 1, jnp.max(z) - z.shape[0] ** (1 - alpha)
    result, _ = lax.scan(body, {"tau_min": tau_min, "tau_max": tau_max, "z": z, "alpha": alpha}, xs=None, length=T)
    tau = (result["tau_max"] + result["tau_min"]) / 2
    return p_tau(z, tau, alpha)


print(map_row(jnp.array([0.5, 1.0, 2.0]), 1.5, 20))
