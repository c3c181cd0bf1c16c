# Thread: https://github.com/jax-ml/jax/issues/15386
# Shape: a convolver object's jitted bound method takes the padded FFT length as a jnp.array argument (as the thread's `b = jnp.array(1024)`); under jit the length is a tracer and jnp.fft.rfft needs a concrete `n`
# expect: TracerIntegerConversionError at line 17
import jax
import jax.numpy as jnp


def next_pow2(n):
    return 1 << (n - 1).bit_length()


class SpectralConvolver:
    def __init__(self, kernel):
        self.kernel = kernel

    def convolve(self, signal, n_fft):
        spec = jnp.fft.rfft(signal, n_fft) * jnp.fft.rfft(self.kernel, n_fft)
        return jnp.fft.irfft(spec, n_fft)[: signal.shape[0]]


conv = SpectralConvolver(jnp.ones(8) / 8)
signal = jnp.arange(1000.0)
n_fft = jnp.array(next_pow2(signal.shape[0] + 8))
print(jax.jit(conv.convolve)(signal, n_fft))
