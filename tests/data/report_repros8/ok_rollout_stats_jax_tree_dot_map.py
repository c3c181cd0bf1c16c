# Thread: https://github.com/nissymori/mahjax/pull/64
# Shape: the fix calls jax.tree.map
# expect: ok
import jax
import jax.numpy as jnp


def make_stats(step):
    return {"reward": jnp.full((4,), float(step)), "length": jnp.arange(4)}


def mean_stats(stats):
    stacked = [make_stats(i) for i in range(3)]
    return jax.tree.map(lambda *xs: jnp.mean(jnp.stack(xs)), *stacked)


print(mean_stats(None))
