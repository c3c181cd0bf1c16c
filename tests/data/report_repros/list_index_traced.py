# Thread: https://github.com/jax-ml/jax/pull/5853
# Shape: a Python list of layer widths indexed by a traced step in a scan body
# expect: TracerIntegerConversionError at line 11
import jax
import jax.numpy as jnp

WIDTHS = [1.0, 2.0, 3.0]


def body(carry, i):
    return carry * WIDTHS[i], None


jax.lax.scan(body, jnp.float32(1.0), jnp.arange(3))
