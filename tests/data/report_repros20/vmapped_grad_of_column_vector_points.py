# Thread: https://github.com/jax-ml/jax/issues/28110
# Shape: collocation points kept as an (N, 1) column; `vmap` strips one axis, so the function `grad` differentiates returns a shape-(1,) array
# expect: TypeError at line 13
import jax
import jax.numpy as jnp


def u(x):
    return jnp.sin(3.0 * x) * x


def residual(points):
    du = jax.vmap(jax.grad(u))(points)
    return jnp.mean(du ** 2)


points = jnp.linspace(0.0, 1.0, 5).reshape(-1, 1)
print(residual(points))
