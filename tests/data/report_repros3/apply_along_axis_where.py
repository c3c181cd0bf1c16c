# Thread: https://github.com/jax-ml/jax/issues/7542
# Shape: `jnp.apply_along_axis` with the one-argument `jnp.where`: it is vmapped along the axis
# expect: ConcretizationTypeError at line 8
import numpy as np
import jax.numpy as jnp

x = np.array([[0, 0, 1, 1], [1, 1, 0, 0], [0, 1, 1, 0]])
jnp.apply_along_axis(jnp.where, 1, x).squeeze()
