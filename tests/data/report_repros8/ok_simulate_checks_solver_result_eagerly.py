# Thread: https://github.com/CDCgov/DynODE/issues/447
# Shape: the status is checked only on the eager timeseries path; inside the traced step it is returned as an array
# expect: ok
import jax
import jax.numpy as jnp


def solve(rate, y0, n_steps=50, max_steps=60):
    def step(carry, _):
        y, n = carry
        return (y - 0.1 * rate * y, n + 1), y

    (y, n), ys = jax.lax.scan(step, (y0, 0), None, length=n_steps)
    return ys, n <= max_steps


ys, ok = solve(0.5, jnp.ones(3))
if not ok:
    print("solver hit max_steps")


def body_fn(rate):
    ys, ok = solve(rate, jnp.ones(3))
    return jnp.where(ok, jnp.sum(ys), jnp.nan)


print(jax.jit(jax.grad(body_fn))(0.5))
