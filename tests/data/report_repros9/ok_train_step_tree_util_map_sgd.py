# Thread: https://github.com/google-research/perceiver-ar/pull/15
# Shape: the update uses jax.tree_util.tree_map, which maps over several trees
# expect: ok
import functools

import jax
import jax.numpy as jnp


def loss_fn(params, batch):
    logits = batch["inputs"] @ params["w"] + params["b"]
    return jnp.mean((logits - batch["targets"]) ** 2)


@functools.partial(jax.jit, static_argnames=("learning_rate",))
def train_step(params, batch, learning_rate=0.1):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    new_params = jax.tree_util.tree_map(
        lambda p, g: p - learning_rate * g, params, grads)
    return new_params, loss


params = {"w": jnp.ones((3, 1)), "b": jnp.zeros((1,))}
batch = {"inputs": jnp.ones((4, 3)), "targets": jnp.zeros((4, 1))}
params, loss = train_step(params, batch)
print(loss)
