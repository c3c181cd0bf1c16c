# Thread: https://github.com/JokerYan/NeRF-DS/issues/3
# Shape: the step prints through jax.debug.print, which shows the values at run time
# expect: ok
import functools

import jax
import jax.numpy as jnp


def render(params, rays):
    hidden = jnp.tanh(rays @ params["w1"])
    return jax.nn.sigmoid(hidden @ params["w2"])


def loss_fn(params, batch):
    rgb = render(params, batch["rays"])
    return jnp.mean((rgb - batch["rgb"]) ** 2)


@functools.partial(jax.jit, donate_argnums=(0,))
def train_step(params, batch, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    grad_norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    jax.debug.print("loss {} grad_norm {}", loss, grad_norm)
    return params, loss


key1, key2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(key1, (6, 16)), "w2": jax.random.normal(key2, (16, 3))}
batch = {"rays": jnp.ones((8, 6)), "rgb": jnp.full((8, 3), 0.5)}
for step in range(2):
    params, loss = train_step(params, batch, 1e-2)
