# Thread: https://github.com/jax-ml/jax/issues/6350
# Shape: segment_sum's num_segments handed through jit by a pooling helper
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def pool(feats, seg_ids, num_segments):
    return jax.ops.segment_sum(feats, seg_ids, num_segments)


c = np.array([[1, 2, 3, 4], [4, 3, 2, 1], [5, 6, 7, 8]])
b = np.array([0, 0, 1])
jax.jit(pool)(c, b, 2)
