# Thread: https://github.com/nissymori/mahjax/pull/64
# Shape: an example averages its rollout statistics with the removed jax.tree_map
# expect: AttributeError at line 14
import jax
import jax.numpy as jnp


def make_stats(step):
    return {"reward": jnp.full((4,), float(step)), "length": jnp.arange(4)}


def mean_stats(stats):
    stacked = [make_stats(i) for i in range(3)]
    return jax.tree_map(lambda *xs: jnp.mean(jnp.stack(xs)), *stacked)


print(mean_stats(None))
