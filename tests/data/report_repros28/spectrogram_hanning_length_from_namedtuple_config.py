# Thread: https://github.com/jax-ml/jax/issues/28614
# Shape: an STFT magnitude helper builds its Hann window from a NamedTuple config handed to the jitted, vmapped benchmark function; the config's ints are traced, and jnp.hanning needs a concrete length
# expect: ConcretizationTypeError at line 16
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


@jax.jit
def batch_spectrogram(batch, cfg):
    return jax.vmap(stft_magnitude, in_axes=(0, None))(batch, cfg).mean()


noise = jax.random.uniform(jax.random.PRNGKey(0), (4, 2048))
print(batch_spectrogram(noise, SpectrogramConfig(n_fft=256, hop=128)))
