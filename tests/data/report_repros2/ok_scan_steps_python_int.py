# Thread: https://github.com/jax-ml/jax/issues/5017
# Shape: the same solver with the step count as a Python int (the span is a Python list)
# expect: ok
import jax
import jax.numpy as jnp
from jax.lax import scan


def jaxfixedsolve(rhs, t_span, y0, max_dt):
    delta_t = t_span[1] - t_span[0]
    steps = int(delta_t // max_dt)
    h = delta_t / steps

    def scan_func(carry, step):
        eval_time = t_span[0] + (h * step)
        return (carry + rhs(eval_time, carry) * h, None)

    yf = scan(scan_func, y0, jnp.arange(steps))[0]
    return yf


def sim_function(coeff):
    def rhs(t, y):
        return coeff * y

    return jaxfixedsolve(rhs, t_span=[0, 0.5], y0=jnp.array(1.0), max_dt=0.1)


jax.jit(sim_function)(1.0)
