# Thread: https://github.com/jax-ml/jax/issues/20889
# Shape: the repro: a `custom_jvp` built with `nondiff_argnums=(1,)` for an array-valued mask, called from a `lax.scan` body that carries the mask, under `jax.grad`: the mask is a tracer of the scan, and differentiating later finds it escaped
# expect: UnexpectedTracerError at line 27
import jax
from jax import numpy as jnp


def func_fwd(arr, mask):
    return arr * mask


def func_jvp(mask, primals, tangents):
    def f(arr):
        return arr * mask
    return jax.jvp(f, primals, tangents)


func = jax.custom_jvp(func_fwd, nondiff_argnums=(1,))
func.defjvp(func_jvp)


def step(carry, _):
    return (func(*carry), carry[1]), None


def loss(x, mask):
    carry, _ = jax.lax.scan(step, (x, mask), None, length=2)
    return carry[0].sum()


x = jnp.ones(10)
mask = jnp.zeros(10, dtype=bool)
print(jax.grad(loss)(x, mask))
