# Thread: https://github.com/jax-ml/jax/issues/12982
# Shape: a fixed-point solve is a `custom_vjp` whose `nondiff_argnums=(0,)` marks the contraction rate as non-differentiable; the loss jits a helper and differentiates with the rate bound by `functools.partial`, so inside the jit the rate is a tracer in a nondiff position: UnexpectedTracerError at the custom_vjp call
# expect: UnexpectedTracerError at line 28; cause line 36
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_vjp, nondiff_argnums=(0,))
def fixed_point(rate, target):
    return target / (1.0 - rate)


def _fixed_point_fwd(rate, target):
    return fixed_point(rate, target), ()


def _fixed_point_bwd(rate, residuals, g):
    return (g / (1.0 - rate),)


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
