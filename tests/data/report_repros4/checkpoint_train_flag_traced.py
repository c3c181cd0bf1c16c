# Thread: https://github.com/google/flax/issues/3946
# Shape: a block wrapped in jax.checkpoint without static_argnums takes a `train` flag and negates it
# expect: TracerBoolConversionError at line 16
import jax
import jax.numpy as jnp


def batch_norm(x, use_running_average, mean, var):
    if use_running_average:
        return (x - mean) / jnp.sqrt(var + 1e-5)
    m, v = x.mean(0), x.var(0)
    return (x - m) / jnp.sqrt(v + 1e-5)


def mlp_block(params, x, train):
    x = batch_norm(x, not train, params["mean"], params["var"])
    return jax.nn.relu(x @ params["w"])


block = jax.checkpoint(mlp_block)
params = {"w": jnp.ones((4, 4)), "mean": jnp.zeros(4), "var": jnp.ones(4)}
out = block(params, jnp.ones((2, 4)), True)
