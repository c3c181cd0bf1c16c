# Thread: https://github.com/jax-ml/jax/issues/24740
# Shape: an escape-time Mandelbrot count written as a Python `for` loop that returns early (`if jnp.abs(z) > 2.0: return i`); the function is jitted and vmapped over a grid of points, so the escape test is a tracer
# expect: TracerBoolConversionError at line 12
import jax
import jax.numpy as jnp


def mandelbrot(c, max_iter=20):
    z = 0.0 + 0.0j
    for i in range(1, max_iter + 1):
        z = z * z + c
        if jnp.abs(z) > 2.0:
            return i
    return max_iter


grid = jnp.linspace(-2.0, 1.0, 8) + 0.5j
counts = jax.jit(jax.vmap(mandelbrot))(grid)
print(counts)
