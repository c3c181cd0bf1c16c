# Thread: https://github.com/google/jaxopt/issues/303
# Shape: the maintainers' answer: the data handed to the solver is arrays only; the term count is a Python value the objective closes over, so the solver's own `jax.jit` traces arrays only
# expect: ok
import dataclasses
import functools
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


def my_func(params, data, n_terms):
    xs, ys = data
    pred = sum(params[k] * xs ** k for k in range(n_terms))
    return jnp.mean((pred - ys) ** 2)


xs = jnp.linspace(-1.0, 1.0, 20)
ys = 1.0 + 2.0 * xs - xs ** 2
mini = GradientDescent(functools.partial(my_func, n_terms=3), stepsize=0.1, maxiter=500, jit=True)
print(mini.run(jnp.zeros(3), (xs, ys)))
