# Thread: https://github.com/vincentarelbundock/marginaleffects/issues/1587
# Shape: the zeros are replaced with jnp.where, which returns a new array
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def get_se_delta(J, V):
    J = jnp.asarray(J)
    se = jnp.sqrt(jnp.sum((J @ V) * J, axis=1))
    se = jnp.where(se == 0, np.nan, se)
    return se


J = np.array([[1.0, 0.0], [0.0, 0.0], [0.5, 0.5]])
V = np.eye(2) * 0.1
print(get_se_delta(J, V))
