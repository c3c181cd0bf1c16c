"""Mel filterbank (built once, concretely) and log-mel features."""
import jax.numpy as jnp
import numpy as np

from .stft import stft_power


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10.0 ** (m / 2595.0) - 1.0)


def mel_filterbank(n_fft_bins, n_mels, sample_rate):
    """Triangular filters [n_fft_bins, n_mels] as a NumPy array: built from constants only."""
    freqs = np.linspace(0.0, sample_rate / 2, n_fft_bins)
    mels = np.linspace(hz_to_mel(0.0), hz_to_mel(sample_rate / 2), n_mels + 2)
    edges = mel_to_hz(mels)
    bank = np.zeros((n_fft_bins, n_mels), dtype=np.float32)
    for m in range(n_mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        up = (freqs - lo) / max(mid - lo, 1e-6)
        down = (hi - freqs) / max(hi - mid, 1e-6)
        bank[:, m] = np.maximum(0.0, np.minimum(up, down))
    return bank


def log_mel(wave, fcfg):
    power = stft_power(wave, fcfg.frame_length, fcfg.hop_length)
    bank = mel_filterbank(power.shape[-1], fcfg.n_mels, fcfg.sample_rate)
    mel = power @ bank
    return jnp.log(jnp.maximum(mel, fcfg.log_floor))
