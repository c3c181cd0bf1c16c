# Thread: https://github.com/jax-ml/jax/issues/5264
# Shape: a helper that catches the tracer error on purpose and falls back to jnp
# expect: ok
import jax
import jax.numpy as jnp


def as_python_float(x):
    try:
        return float(x)
    except TypeError:
        return x


@jax.jit
def scaled(x):
    return as_python_float(x.sum()) * 2.0


scaled(jnp.ones(3))
