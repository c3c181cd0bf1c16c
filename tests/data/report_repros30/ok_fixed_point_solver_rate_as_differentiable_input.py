# Thread: https://github.com/jax-ml/jax/issues/12982
# Shape: the fix the error message asks for: the rate is an ordinary input of the custom_vjp (its cotangent returned as zeros), so a traced rate is allowed
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@jax.custom_vjp
def fixed_point(rate, target):
    return target / (1.0 - rate)


def _fixed_point_fwd(rate, target):
    return fixed_point(rate, target), rate


def _fixed_point_bwd(rate, g):
    return jnp.zeros_like(rate), g / (1.0 - rate)


fixed_point.defvjp(_fixed_point_fwd, _fixed_point_bwd)


@jax.jit
def solve(rate, target):
    return jnp.sum(fixed_point(rate, target))


class Trainer:
    def __init__(self, rate):
        self.rate = rate

    def grad_target(self, target):
        return jax.grad(partial(solve, self.rate))(target)


print(Trainer(0.2).grad_target(jnp.ones(3)))
