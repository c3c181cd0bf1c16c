import jax
import jax.numpy as jnp


def random_crop(key, image, size, pad=2):
    padded = jnp.pad(image, ((pad, pad), (pad, pad), (0, 0)), mode="reflect")
    kx, ky = jax.random.split(key)
    x0 = jax.random.randint(kx, (), 0, 2 * pad + 1)
    y0 = jax.random.randint(ky, (), 0, 2 * pad + 1)
    return jax.lax.dynamic_slice(padded, (y0, x0, 0), (size, size, image.shape[2]))


def random_flip(key, image):
    flip = jax.random.bernoulli(key)
    return jnp.where(flip, image[:, ::-1, :], image)


def augment_batch(key, images):
    keys = jax.random.split(key, images.shape[0])
    crop_keys, flip_keys = jnp.split(jax.vmap(jax.random.split)(keys), 2, axis=1)
    images = jax.vmap(random_crop, in_axes=(0, 0, None))(crop_keys[:, 0], images, images.shape[1])
    return jax.vmap(random_flip)(flip_keys[:, 0], images)
