# Thread: https://github.com/CDCgov/DynODE/issues/447
# Shape: simulate() logs when the solve failed with a Python `if` on the solver's status, and runs inside a traced inference step
# expect: TracerBoolConversionError at line 19
import jax
import jax.numpy as jnp


def solve(rate, y0, n_steps=50, max_steps=40):
    def step(carry, _):
        y, n = carry
        return (y - 0.1 * rate * y, n + 1), y

    (y, n), ys = jax.lax.scan(step, (y0, 0), None, length=n_steps)
    return ys, n <= max_steps


def simulate(rate, y0):
    ys, ok = solve(rate, y0)
    if not ok:
        print("solver hit max_steps")
    return ys


def body_fn(rate):
    return jnp.sum(simulate(rate, jnp.ones(3)))


print(jax.jit(jax.grad(body_fn))(0.5))
