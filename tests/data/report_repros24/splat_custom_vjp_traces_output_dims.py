# Thread: https://github.com/jax-ml/jax/issues/8356
# Shape: a custom_vjp splatting function takes the output size as a tuple argument; custom_vjp traces every argument it is not told is non-differentiable, so under jit the tuple's ints are tracers when they size jnp.zeros
# expect: TypeError at line 9
import jax
import jax.numpy as jnp


def splat_core(data, warp, output_dims):
    output = jnp.zeros((output_dims[0], output_dims[1], data.shape[-1]), dtype=data.dtype)
    return output.at[:data.shape[0], :data.shape[1]].set(data * warp[..., :1] + warp[..., 1:2])


@jax.custom_vjp
def splat_2d(data, warp, output_dims):
    return splat_core(data, warp, output_dims=output_dims)


def splat_2d_fwd(data, warp, output_dims):
    return splat_2d(data, warp, output_dims), (data, warp)


def splat_2d_bwd(res, g):
    return res[0] * 2.0 * jnp.sum(g), res[1] * 2.0 * jnp.sum(g), (None, None)


splat_2d.defvjp(splat_2d_fwd, splat_2d_bwd)


@jax.jit
def loss(data, warp):
    return jnp.sum(splat_2d(data, warp, (6, 7)))


warp = jnp.ones((5, 5, 2))
data = jnp.ones((5, 5, 3))
print(jax.grad(loss)(data, warp).shape)
