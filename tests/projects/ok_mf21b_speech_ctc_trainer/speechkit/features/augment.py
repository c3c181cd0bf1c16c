"""SpecAugment-style masking: a fixed frequency band plus a random time band."""
import jax
import jax.numpy as jnp


def time_mask(spec, key, max_width):
    n_frames = spec.shape[-2]
    start = jax.random.randint(key, (), 0, n_frames - max_width)
    frames = jnp.arange(n_frames)[:, None]
    keep = (frames < start) | (frames >= start + max_width)
    return jnp.where(keep, spec, 0.0)


def spec_augment(spec, key, fcfg):
    """Mask the configured mel band, then a random band of frames."""
    spec = spec.at[:, fcfg.freq_mask_lo:fcfg.freq_mask_hi].set(0.0)
    return time_mask(spec, key, max_width=4)
