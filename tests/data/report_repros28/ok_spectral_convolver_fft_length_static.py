# Thread: https://github.com/jax-ml/jax/issues/15386
# Shape: the FFT length is a Python int marked static, as the thread is told
# expect: ok
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
n_fft = next_pow2(signal.shape[0] + 8)
print(jax.jit(conv.convolve, static_argnames="n_fft")(signal, n_fft=n_fft))
