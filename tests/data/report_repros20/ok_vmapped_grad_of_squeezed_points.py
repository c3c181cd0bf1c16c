# Thread: https://github.com/jax-ml/jax/issues/28110
# Shape: the answer's fix: the length-1 axis is squeezed out first, so each point is a scalar and `grad` sees a scalar output
# expect: ok
import jax
import jax.numpy as jnp


def u(x):
    return jnp.sin(3.0 * x) * x


def residual(points):
    du = jax.vmap(jax.grad(u))(points.squeeze(1))
    return jnp.mean(du ** 2)


points = jnp.linspace(0.0, 1.0, 5).reshape(-1, 1)
print(residual(points))
