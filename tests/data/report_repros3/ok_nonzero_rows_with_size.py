# Thread: https://github.com/jax-ml/jax/issues/7542
# Shape: each row's nonzero positions with a static `size`, mapped with vmap
# expect: ok
import jax
import numpy as np
import jax.numpy as jnp

x = np.array([[0, 0, 1, 1], [1, 1, 0, 0], [0, 1, 1, 0]])
jax.vmap(lambda row: jnp.nonzero(row, size=2)[0])(jnp.asarray(x))
