# Thread: https://github.com/p-doom/jasmine/pull/214
# Shape: the step after the review: the key is split three ways and the noise level and the noise each get their own subkey (`rng, _rng_level, _rng_noise = jax.random.split(rng, 3)`; the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)

MAX_NOISE_LEVEL = 0.7


def add_noise(vid_embed_BTNM, rng):
    B = vid_embed_BTNM.shape[0]
    rng, _rng_level, _rng_noise = jax.random.split(rng, 3)
    noise_level_B = jax.random.uniform(_rng_level, shape=(B,), minval=0.0, maxval=MAX_NOISE_LEVEL)
    noise_BTNM = jax.random.normal(_rng_noise, shape=vid_embed_BTNM.shape)
    noisy = vid_embed_BTNM + noise_level_B[:, None, None, None] * noise_BTNM
    return noisy, rng


@jax.jit
def dynamics_step(params, vid_embed_BTNM, rng):
    noisy, rng = add_noise(vid_embed_BTNM, rng)
    logits = jnp.einsum("btnm,mk->btnk", noisy, params)
    return logits.mean(), rng


params = jnp.ones((8, 4))
vid = jnp.ones((2, 3, 5, 8))
loss, rng = dynamics_step(params, vid, jax.random.key(0))
print(loss)
