# Thread: https://github.com/jax-ml/jax/issues/3994
# Shape: a jitted function asserts a data-dependent check only when jit is disabled; run under vmap inside `jax.disable_jit()`, vmap still abstracts the argument, so the assert sees a batched tracer
# expect: TracerBoolConversionError at line 16
import jax
import jax.numpy as jnp


def jit_is_disabled():
    return jax.config.jax_disable_jit


@jax.vmap
@jax.jit
def func(arr):
    if jit_is_disabled():
        assert arr.min() > 0, "data-dependent check failed"
    return jnp.log(arr).sum()


with jax.disable_jit():
    print(func(jnp.ones((3, 4))))
