# Thread: https://github.com/jax-ml/jax/issues/523
# Shape: the issue's `jit_foo = jax.jit(foo); jit_foo(x, foo_power=11)`: a keyword argument of a jitted function is traced like any other unless named static, and the function uses it as the FFT length, which must be concrete
# expect: TracerIntegerConversionError at line 9
import jax
import jax.numpy as jnp


def spectrum(x, n_fft=16):
    return jnp.abs(jnp.fft.rfft(x, n=n_fft))


jit_spectrum = jax.jit(spectrum)
x = jnp.sin(jnp.arange(32.0))
print(jit_spectrum(x).shape)
print(jit_spectrum(x, n_fft=8).shape)
