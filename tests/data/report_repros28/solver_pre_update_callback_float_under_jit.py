# Thread: https://github.com/google/jaxopt/issues/101
# Shape: a frozen (hashable) solver dataclass holds a `pre_update` callback that logs `float(state.accuracy)`; the example jits `solver.update`, so the callback runs on a traced state
# expect: ConcretizationTypeError at line 17
import dataclasses
from typing import Callable, NamedTuple, Optional

import jax
import jax.numpy as jnp


class SolverState(NamedTuple):
    accuracy: jax.Array
    iter_num: jax.Array


def print_accuracy(params, state, x, y):
    acc = float(state.accuracy)
    print(f"iteration {state.iter_num}: accuracy {acc:.3f}")
    return params, state


def loss(params, x, y):
    return jnp.mean((x @ params - y) ** 2)


@dataclasses.dataclass(frozen=True)
class GradientSolver:
    fun: Callable
    stepsize: float = 0.1
    pre_update: Optional[Callable] = None

    def init_state(self, params):
        return SolverState(accuracy=jnp.zeros(()), iter_num=jnp.zeros((), jnp.int32))

    def update(self, params, state, x, y):
        if self.pre_update is not None:
            params, state = self.pre_update(params, state, x, y)
        grads = jax.grad(self.fun)(params, x, y)
        params = params - self.stepsize * grads
        accuracy = jnp.mean(jnp.abs(x @ params - y) < 0.5)
        return params, SolverState(accuracy=accuracy, iter_num=state.iter_num + 1)


x = jnp.ones((8, 3))
y = jnp.ones(8)
solver = GradientSolver(fun=loss, pre_update=print_accuracy)
params = jnp.zeros(3)
state = solver.init_state(params)
update = jax.jit(solver.update)
for _ in range(3):
    params, state = update(params, state, x, y)
print(params)
