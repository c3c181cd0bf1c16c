# Thread: https://github.com/google/jaxopt/issues/303
# Shape: a `GradientDescent` dataclass solver with `jit=True` wraps its own `run` in `jax.jit` in `__post_init__`, tracing every argument; the objective's data tuple carries a Python int (the number of polynomial terms) that the objective uses as a `range` bound
# expect: TracerIntegerConversionError at line 33
import dataclasses
from typing import Callable

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class GradientDescent:
    fun: Callable
    stepsize: float = 0.1
    maxiter: int = 100
    jit: bool = True

    def __post_init__(self):
        if self.jit:
            self.run = jax.jit(self.run)

    def run(self, init_params, *args):
        grad_fun = jax.grad(self.fun)

        def body(i, params):
            return params - self.stepsize * grad_fun(params, *args)

        return jax.lax.fori_loop(0, self.maxiter, body, init_params)


def my_func(params, data):
    xs, ys, n_terms = data
    pred = sum(params[k] * xs ** k for k in range(n_terms))
    return jnp.mean((pred - ys) ** 2)


xs = jnp.linspace(-1.0, 1.0, 20)
ys = 1.0 + 2.0 * xs - xs ** 2
mini = GradientDescent(my_func, stepsize=0.1, maxiter=500, jit=True)
print(mini.run(jnp.zeros(3), (xs, ys, 3)))
