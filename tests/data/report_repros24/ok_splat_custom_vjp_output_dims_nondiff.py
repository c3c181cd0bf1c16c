# Thread: https://github.com/jax-ml/jax/issues/8356
# Shape: the output size is a nondiff_argnums argument, so custom_vjp passes the tuple through as Python ints and the bwd rule receives it first
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def splat_core(data, warp, output_dims):
    output = jnp.zeros((output_dims[0], output_dims[1], data.shape[-1]), dtype=data.dtype)
    return output.at[:data.shape[0], :data.shape[1]].set(data * warp[..., :1] + warp[..., 1:2])


@partial(jax.custom_vjp, nondiff_argnums=(2,))
def splat_2d(data, warp, output_dims):
    return splat_core(data, warp, output_dims=output_dims)


def splat_2d_fwd(data, warp, output_dims):
    return splat_2d(data, warp, output_dims), (data, warp)


def splat_2d_bwd(output_dims, res, g):
    return res[0] * 2.0 * jnp.sum(g), res[1] * 2.0 * jnp.sum(g)


splat_2d.defvjp(splat_2d_fwd, splat_2d_bwd)


@jax.jit
def loss(data, warp):
    return jnp.sum(splat_2d(data, warp, (6, 7)))


warp = jnp.ones((5, 5, 2))
data = jnp.ones((5, 5, 3))
print(jax.grad(loss)(data, warp).shape)
