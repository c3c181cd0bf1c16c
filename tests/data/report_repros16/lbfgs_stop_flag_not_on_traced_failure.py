# Thread: https://github.com/google/jaxopt/pull/350
# Shape: an L-BFGS-style solver object whose while_loop condition stops on a failed line search with `not self.stop_if_linesearch_fails | ~state.failed_linesearch`: the `|` of a Python bool and a traced bool is traced, and `not` of it raises while the condition is traced
# expect: TracerBoolConversionError at line 34
from typing import NamedTuple

import jax
import jax.numpy as jnp


class LbfgsState(NamedTuple):
    iter_num: jnp.ndarray
    error: jnp.ndarray
    failed_linesearch: jnp.ndarray


class LBFGS:
    def __init__(self, fun, maxiter=50, tol=1e-4, stop_if_linesearch_fails=False):
        self.fun = fun
        self.maxiter = maxiter
        self.tol = tol
        self.stop_if_linesearch_fails = stop_if_linesearch_fails

    def update(self, params, state):
        grad = jax.grad(self.fun)(params)
        new_params = params - 0.1 * grad
        failed = self.fun(new_params) > self.fun(params)
        error = jnp.linalg.norm(grad)
        return new_params, LbfgsState(state.iter_num + 1, error, failed)

    def run(self, init_params):
        def cond_fun(carry):
            _, state = carry
            keep_going = (state.error > self.tol) & (state.iter_num < self.maxiter)
            return keep_going & (not self.stop_if_linesearch_fails | ~state.failed_linesearch)

        def body_fun(carry):
            return self.update(*carry)

        state = LbfgsState(jnp.asarray(0), jnp.asarray(jnp.inf), jnp.asarray(False))
        return jax.lax.while_loop(cond_fun, body_fun, (init_params, state))


solver = LBFGS(lambda x: jnp.sum((x - 3.0) ** 2), stop_if_linesearch_fails=True)
params, state = jax.jit(solver.run)(jnp.zeros(4))
print(params, state.iter_num)
