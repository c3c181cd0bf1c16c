# Thread: https://github.com/jax-ml/jax/issues/24740
# Shape: the answer's rewrite: the iterations are a `lax.scan` over `jnp.arange(1, max_iter + 1)` whose body keeps the first escape count with `lax.cond(escaped, ...)`, and the result is the minimum count; jitted and vmapped over the grid
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def mandelbrot(c, max_iter=20):
    iters = jnp.arange(1, max_iter + 1)

    def body(carry, i):
        z, count = carry
        z = z * z + c
        escaped = jnp.abs(z) > 2.0
        count = lax.cond(escaped, lambda _: jnp.minimum(count, i), lambda _: count, None)
        return (z, count), count

    init = (0.0 + 0.0j, max_iter)
    _, counts = lax.scan(body, init, iters)
    return jnp.min(counts)


grid = jnp.linspace(-2.0, 1.0, 8) + 0.5j
counts = jax.jit(jax.vmap(mandelbrot))(grid)
print(counts)
