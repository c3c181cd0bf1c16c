# Thread: https://github.com/jax-ml/jax/issues/5264
# Shape: jax.jit(jax.value_and_grad(loss_fn)) where loss_fn branches on a traced value
# expect: TracerBoolConversionError at line 11
import jax
import jax.numpy as jnp


def loss_fn(params, batch):
    pred = batch["x"] @ params["w"]
    err = pred - batch["y"]
    if jnp.abs(err).max() > 1.0:
        return jnp.mean(jnp.abs(err))
    return jnp.mean(err ** 2)


grad_fn = jax.jit(jax.value_and_grad(loss_fn))
grad_fn({"w": jnp.ones(2)}, {"x": jnp.ones((3, 2)), "y": jnp.zeros(3)})
