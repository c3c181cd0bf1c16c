# Thread: https://github.com/ott-jax/ott/pull/114
# Shape: a segmenting helper sizes its padded segments from per-segment counts given as arrays inside jit
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


def segment_point_cloud(x, num_per_segment):
    max_count = jnp.max(num_per_segment)
    segments = []
    start = 0
    for count in num_per_segment.tolist():
        segments.append(jnp.zeros((max_count, x.shape[1])).at[:count].set(x[start:start + count]))
        start += count
    return jnp.stack(segments)


x = jax.random.normal(jax.random.key(0), shape=(20, 3))


@jax.jit
def test():
    return segment_point_cloud(x, num_per_segment=jnp.array([10, 10]))


test()
