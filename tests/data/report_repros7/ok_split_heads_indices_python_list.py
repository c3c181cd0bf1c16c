# Thread: https://github.com/jax-ml/jax/issues/13769
# Shape: the list of Python ints passed to jnp.split as it is
# expect: ok
import jax
import jax.numpy as jnp


def split_points(sizes):
    points, total = [], 0
    for s in sizes[:-1]:
        total += s
        points.append(total)
    return points


@jax.jit
def split_heads(x):
    return jnp.split(x, split_points([2, 3, 3]))


print([p.shape for p in split_heads(jnp.arange(8.0))])
