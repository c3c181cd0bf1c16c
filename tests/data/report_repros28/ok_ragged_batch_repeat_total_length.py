# Thread: https://github.com/jax-ml/jax/pull/27836
# Shape: the expansion gives `total_repeat_length` (the number of values, a static shape), so traced repeats are allowed
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class RaggedBatch:
    values: jax.Array
    lengths: jax.Array


@jax.jit
def segment_means(batch):
    num_segments = batch.lengths.shape[0]
    seg_ids = jnp.repeat(jnp.arange(num_segments), batch.lengths, total_repeat_length=batch.values.shape[0])
    sums = jax.ops.segment_sum(batch.values, seg_ids, num_segments=num_segments)
    return sums / batch.lengths


batch = RaggedBatch(values=jnp.arange(6.0), lengths=jnp.array([1, 2, 3]))
print(segment_means(batch))
