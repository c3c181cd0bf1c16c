# Thread: https://github.com/jax-ml/jax/pull/8047
# Shape: an upsampler computes the target size as a jnp array (`jnp.array(img.shape) * 2`) and hands it to jax.image.resize under jit; the size is a tracer, and resize needs concrete integers
# expect: TypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def upsample(img):
    new_shape = jnp.array(img.shape) * 2
    return jax.image.resize(img, new_shape, method="linear")


print(upsample(jnp.ones((4, 4))).shape)
