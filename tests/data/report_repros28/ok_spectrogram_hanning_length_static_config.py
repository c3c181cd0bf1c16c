# Thread: https://github.com/jax-ml/jax/issues/28614
# Shape: the NamedTuple of ints is hashable and marked static, so the window length and segment sizes are Python ints under jit
# expect: ok
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SpectrogramConfig(NamedTuple):
    n_fft: int
    hop: int


def stft_magnitude(x, cfg):
    window = jnp.hanning(cfg.n_fft)
    _, _, z = jax.scipy.signal.stft(x, window=window, nperseg=cfg.n_fft, noverlap=cfg.n_fft - cfg.hop)
    return jnp.abs(z)


@partial(jax.jit, static_argnums=1)
def batch_spectrogram(batch, cfg):
    return jax.vmap(stft_magnitude, in_axes=(0, None))(batch, cfg).mean()


noise = jax.random.uniform(jax.random.PRNGKey(0), (4, 2048))
print(batch_spectrogram(noise, SpectrogramConfig(n_fft=256, hop=128)))
