# Thread: https://github.com/jax-ml/jax/pull/22098
# Shape: `True and flag` inside a jitted method, flag traced
# expect: TracerBoolConversionError at line 12
import jax
import jax.numpy as jnp


class Gate:
    enabled = True

    def __call__(self, x, flag):
        if self.enabled and flag:
            return x
        return jnp.zeros_like(x)


gate = Gate()
jax.jit(gate.__call__)(jnp.ones(3), True)
