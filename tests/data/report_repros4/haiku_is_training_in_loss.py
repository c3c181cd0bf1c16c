# Thread: https://github.com/google-deepmind/dm-haiku/issues/187
# Shape: the jitted update takes the gradient of a loss whose network drops units `if is_training`
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


def net(params, x, rng, is_training):
    x = jax.nn.relu(x @ params["w1"])
    if is_training:
        x = x * jax.random.bernoulli(rng, 0.9, x.shape) / 0.9
    return x @ params["w2"]


def model_loss(params, rng, target, x, is_training):
    return jnp.mean((net(params, x, rng, is_training) - target) ** 2)


@jax.jit
def update(params, rng, target, x, is_training):
    grads = jax.grad(model_loss)(params, rng, target, x, is_training)
    return jax.tree_util.tree_map(lambda p, g: p - 1e-3 * g, params, grads)


params = {"w1": jnp.ones((2, 200)), "w2": jnp.ones((200, 1))}
params = update(params, jax.random.key(0), jnp.zeros((8, 1)), jnp.ones((8, 2)), True)
