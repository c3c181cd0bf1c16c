# Thread: https://github.com/Wanggcong/SparseNeRF/issues/16
# Shape: the documented way: jax.debug.print inside the jitted step
# expect: ok
import jax
import jax.numpy as jnp


def render(params, rays):
    depth = jnp.tanh(rays @ params)
    jax.debug.print("depth: {}", depth)
    return depth


@jax.jit
def train_step(params, rays):
    loss = jnp.mean(render(params, rays) ** 2)
    return loss


train_step(jnp.ones(3), jnp.ones((2, 3)))
