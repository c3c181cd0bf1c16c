# Thread: https://github.com/jax-ml/jax/pull/3160
# Shape: a module of helpers imports NumPy; one helper, called from a scan body, takes np.log of the carry
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as onp


def log_growth(value, rate):
    return onp.log(value) + rate


def simulate(v0, rates):
    def body(v, r):
        lv = log_growth(v, r)
        v = jnp.exp(lv)
        return v, lv
    return jax.lax.scan(body, v0, rates)


simulate(jnp.array(1.0), jnp.array([0.1, 0.2]))
