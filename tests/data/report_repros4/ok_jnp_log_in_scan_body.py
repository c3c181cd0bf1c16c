# Thread: https://github.com/jax-ml/jax/pull/3160
# Shape: the helper uses jax.numpy's log; NumPy only builds the constant rates
# expect: ok
import jax
import jax.numpy as jnp
import numpy as onp


def log_growth(value, rate):
    return jnp.log(value) + rate


def simulate(v0, rates):
    def body(v, r):
        lv = log_growth(v, r)
        v = jnp.exp(lv)
        return v, lv
    return jax.lax.scan(body, v0, rates)


simulate(jnp.array(1.0), onp.array([0.1, 0.2], dtype=onp.float32))
