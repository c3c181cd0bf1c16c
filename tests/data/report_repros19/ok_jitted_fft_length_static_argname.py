# Thread: https://github.com/jax-ml/jax/issues/523
# Shape: the workaround the issue names, in today's spelling: the length is a static argument (`static_argnames="n_fft"`), so each length compiles its own FFT
# expect: ok
import jax
import jax.numpy as jnp


def spectrum(x, n_fft=16):
    return jnp.abs(jnp.fft.rfft(x, n=n_fft))


jit_spectrum = jax.jit(spectrum, static_argnames="n_fft")
x = jnp.sin(jnp.arange(32.0))
print(jit_spectrum(x).shape)
print(jit_spectrum(x, n_fft=8).shape)
