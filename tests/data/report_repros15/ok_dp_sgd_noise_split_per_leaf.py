# Thread: https://github.com/jax-ml/jax/pull/3646
# Shape: the fix from the PR: the rng is split into one key per gradient leaf and the noise is added leaf by leaf with its own key (`tree_unflatten(tree_def, [noise_(g, r) for g, r in zip(leaves, rngs)])`)
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
from jax import grad, random, tree_util, vmap

jax.config.update("jax_debug_key_reuse", True)


def predict(params, inputs):
    w1, b1, w2, b2 = params
    hidden = jnp.tanh(inputs @ w1 + b1)
    return hidden @ w2 + b2


def loss(params, batch):
    inputs, targets = batch
    return jnp.mean((predict(params, inputs) - targets) ** 2)


def private_grad(params, batch, rng, l2_norm_clip, noise_multiplier, batch_size):
    def _clipped_grad(params, single_example_batch):
        single_example_batch = tree_util.tree_map(lambda x: x[None], single_example_batch)
        grads = grad(loss)(params, single_example_batch)
        nonempty_grads, tree_def = tree_util.tree_flatten(grads)
        total_grad_norm = jnp.linalg.norm(jnp.stack([jnp.linalg.norm(neg.ravel()) for neg in nonempty_grads]))
        divisor = jnp.maximum(total_grad_norm / l2_norm_clip, 1.0)
        normalized_nonempty_grads = [g / divisor for g in nonempty_grads]
        return tree_util.tree_unflatten(tree_def, normalized_nonempty_grads)

    px_clipped_grad_fn = vmap(partial(_clipped_grad, params))
    std_dev = l2_norm_clip * noise_multiplier
    noise_ = lambda n, r: n + std_dev * random.normal(r, n.shape)
    normalize_ = lambda n: n / float(batch_size)
    sum_ = lambda n: jnp.sum(n, 0)
    aggregated_clipped_grads = tree_util.tree_map(sum_, px_clipped_grad_fn(batch))
    leaves, tree_def = tree_util.tree_flatten(aggregated_clipped_grads)
    rngs = random.split(rng, len(leaves))
    noised_aggregated_clipped_grads = tree_util.tree_unflatten(tree_def, [noise_(g, r) for g, r in zip(leaves, rngs)])
    return tree_util.tree_map(normalize_, noised_aggregated_clipped_grads)


keys = random.split(random.key(0), 4)
params = (random.normal(keys[0], (3, 8)), jnp.zeros(8), random.normal(keys[1], (8, 1)), jnp.zeros(1))
batch = (random.normal(keys[2], (16, 3)), random.normal(keys[3], (16, 1)))
grads = private_grad(params, batch, random.key(1), l2_norm_clip=1.0, noise_multiplier=1.1, batch_size=16)
print(jax.tree_util.tree_map(jnp.shape, grads))
