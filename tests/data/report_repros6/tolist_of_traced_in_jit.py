# Thread: https://github.com/jax-ml/jax/pull/15057
# Shape: a jitted helper turns its traced argument into a Python list with .tolist()
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def as_label(x):
    values = x.tolist()
    return jnp.asarray(values) * 2


print(jax.jit(as_label)(jnp.arange(3)))
