# Thread: https://github.com/google/jaxopt/issues/117
# Shape: a solver dataclass jits its own `run` in `__post_init__` when `jit=True`; `run` stops early with a Python `if error < self.tol: break`, which under the jit compares a traced error
# expect: TracerBoolConversionError at line 32
from dataclasses import dataclass
from typing import Callable

import jax
import jax.numpy as jnp


@dataclass(eq=False)
class GradientDescent:
    fun: Callable
    stepsize: float = 0.1
    maxiter: int = 100
    tol: float = 1e-3
    jit: bool = True

    def __post_init__(self):
        if self.jit:
            self.run = jax.jit(self.run)

    def update(self, params, *args):
        return params - self.stepsize * jax.grad(self.fun)(params, *args)

    def run(self, init_params, *args):
        params = init_params
        for _ in range(self.maxiter):
            new_params = self.update(params, *args)
            error = jnp.linalg.norm(new_params - params)
            params = new_params
            if error < self.tol:
                break
        return params


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


solver = GradientDescent(fun=loss, maxiter=50)
print(solver.run(jnp.zeros(2), jnp.ones((4, 2)), jnp.ones(4)))
