# Thread: https://github.com/f0uriest/interpax/issues/96
# Shape: the maintainer's answer: the checks are not jit compatible, so the class is jitted with `static_argnames=["check"]` and called with `check=False`; the Python `if check:` then sees a constant and the traced tests never run
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


def prepare_input(x, y, check):
    x = jnp.asarray(x, dtype=float)
    y = jnp.asarray(y, dtype=float)
    if check:
        if not jnp.all(jnp.isfinite(x)):
            raise ValueError("`x` must contain only finite values.")
        if not jnp.all(jnp.diff(x) > 0):
            raise ValueError("`x` must be strictly increasing.")
    return x, y


class CubicSpline(eqx.Module):
    x: jax.Array
    slopes: jax.Array

    def __init__(self, x, y, check=True):
        x, y = prepare_input(x, y, check)
        self.x = x
        self.slopes = jnp.diff(y) / jnp.diff(x)

    def __call__(self, xq):
        i = jnp.clip(jnp.searchsorted(self.x, xq) - 1, 0, self.slopes.shape[0] - 1)
        return self.slopes[i]


x = jnp.array([0.0, 1.0, 2.0])
y = jnp.array([0.0, 1.0, 4.0])
print(CubicSpline(x, y)(1.5))
spline = jax.jit(CubicSpline, static_argnames=["check"])(x, y, check=False)
print(spline(1.5))
