"""Framing and short-time Fourier power spectra."""
import jax.numpy as jnp


def frame_signal(wave, frame_length, hop_length):
    """Overlapping frames [n_frames, frame_length] of a 1-D signal (static frame geometry)."""
    n_frames = 1 + (wave.shape[-1] - frame_length) // hop_length
    idx = jnp.arange(frame_length)[None, :] + hop_length * jnp.arange(n_frames)[:, None]
    return wave[..., idx]


def hann(n):
    return 0.5 - 0.5 * jnp.cos(2 * jnp.pi * jnp.arange(n) / n)


def stft_power(wave, frame_length, hop_length):
    frames = frame_signal(wave, frame_length, hop_length) * hann(frame_length)
    spec = jnp.fft.rfft(frames, axis=-1)
    return jnp.real(spec) ** 2 + jnp.imag(spec) ** 2
