# Thread: https://github.com/brainpy/BrainPy/issues/607
# Shape: each sample's period is sliced with lax.dynamic_slice, the size read from a traced array
# expect: TypeError at line 12
import jax
import jax.numpy as jnp


def loss_fn(out, gt, batch_size):
    total = 0.0
    for i in range(batch_size):
        idx = jax.lax.dynamic_index_in_dim(gt, i)
        l1 = jax.lax.dynamic_slice(out, (0, i), (idx, 1))
        total = total + jnp.sum(l1)
    return total


out = jnp.ones((10, 2))
gt = jnp.array([3, 5])
print(jax.jit(loss_fn, static_argnums=2)(out, gt, 2))
