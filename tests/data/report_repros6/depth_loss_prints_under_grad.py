# Thread: https://github.com/Wanggcong/SparseNeRF/issues/16
# Shape: the loss printed inside the function handed to jax.value_and_grad
# expect: printed-tracer at line 11
import jax
import jax.numpy as jnp


def depth_loss(params, rays, target):
    pred = rays @ params
    loss = jnp.mean((pred - target) ** 2)
    print("loss", loss)
    return loss


loss, grads = jax.value_and_grad(depth_loss)(jnp.ones(3), jnp.ones((2, 3)), jnp.zeros(2))
