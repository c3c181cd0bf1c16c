# Thread: https://github.com/brainpy/BrainPy/issues/607
# Shape: the answer's masking: compare a time index with the period instead of slicing
# expect: ok
import jax
import jax.numpy as jnp


def loss_fn(out, gt, batch_size):
    t = jnp.arange(out.shape[0])
    total = 0.0
    for i in range(batch_size):
        mask = t < gt[i]
        total = total + jnp.sum(jnp.where(mask, out[:, i], 0.0))
    return total


out = jnp.ones((10, 2))
gt = jnp.array([3, 5])
print(jax.jit(loss_fn, static_argnums=2)(out, gt, 2))
