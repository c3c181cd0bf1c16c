# Thread: https://github.com/google/flax/issues/2887
# Shape: an ODE block's `__call__` forwards `max_steps` to a recursive bounded while loop that decides its nesting in Python (`if max_steps <= base`); the jitted loss takes `max_steps` as an ordinary argument, so the comparison is on a tracer
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp
from jax import lax


def bounded_while_loop(cond_fun, body_fun, init_val, max_steps, base=16):
    if max_steps <= base:
        def step(val, _):
            return lax.cond(cond_fun(val), body_fun, lambda v: v, val), None

        return lax.scan(step, init_val, None, length=max_steps)[0]

    def outer(val, _):
        return bounded_while_loop(cond_fun, body_fun, val, max_steps // base, base), None

    return lax.scan(outer, init_val, None, length=base)[0]


class ODEBlock:
    def __init__(self, dt, t1):
        self.dt = dt
        self.t1 = t1

    def __call__(self, params, y0, max_steps):
        def cond_fun(state):
            return state[0] < self.t1

        def body_fun(state):
            t, y = state
            return t + self.dt, y + self.dt * jnp.tanh(params @ y)

        _, y1 = bounded_while_loop(cond_fun, body_fun, (0.0, y0), max_steps)
        return y1


block = ODEBlock(dt=0.1, t1=1.0)


@jax.jit
def loss(params, y0, max_steps):
    return jnp.sum(block(params, y0, max_steps) ** 2)


print(loss(jnp.eye(2) * 0.5, jnp.ones(2), 64))
