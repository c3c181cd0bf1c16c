# Thread: https://github.com/jax-ml/jax/issues/13769
# Shape: split points built by a chain of helpers, wrapped in jnp.array (to please mypy) inside jit
# expect: ConcretizationTypeError at line 18
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
    return jnp.split(x, jnp.array(split_points([2, 3, 3])))


print([p.shape for p in split_heads(jnp.arange(8.0))])
