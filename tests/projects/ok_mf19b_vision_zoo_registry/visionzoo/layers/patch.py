"""Patch embedding and a learned position table sized for the square patch grid."""
import jax
import jax.numpy as jnp


def patchify(images, patch):
    n, h, w, c = images.shape
    x = images.reshape(n, h // patch, patch, w // patch, patch, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(n, (h // patch) * (w // patch), patch * patch * c)


def grid_side(num_tokens):
    return int(num_tokens ** 0.5)


def init_patch_embed(key, patch, channels, dim, num_tokens):
    k1, k2 = jax.random.split(key)
    return {"proj": jax.random.normal(k1, (patch * patch * channels, dim)) * 0.02,
            "pos": jax.random.normal(k2, (num_tokens, dim)) * 0.02}


def patch_embed(p, images, patch):
    tokens = patchify(images, patch) @ p["proj"]
    side = grid_side(tokens.shape[1])
    return tokens + p["pos"][: side * side]
