# Thread: https://github.com/jax-ml/jax/issues/6350
# Shape: num_segments static
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def pool(feats, seg_ids, num_segments):
    return jax.ops.segment_sum(feats, seg_ids, num_segments)


c = np.array([[1, 2, 3, 4], [4, 3, 2, 1], [5, 6, 7, 8]])
b = np.array([0, 0, 1])
jax.jit(pool, static_argnums=2)(c, b, 2)
