# Thread: https://github.com/google-deepmind/distrax/pull/290
# Shape: a jittable bijector built inside jit copies its inner bijector's bound method onto itself; the method is static pytree metadata, so the object jit returns carries the inner object holding the traced scale
# expect: UnexpectedTracerError at line 14; cause line 21
import jax
import jax.numpy as jnp
from jax import tree_util


class ScaleBijector:
    def __init__(self, scale):
        self.scale = scale

    def forward(self, x):
        return x * self.scale


class DiagLinear:
    def __init__(self, diag):
        self.diag = diag
        self._bijector = ScaleBijector(diag)
        self.forward = self._bijector.forward


def _flatten(bij):
    return (bij.diag,), bij.forward


def _unflatten(forward, children):
    bij = object.__new__(DiagLinear)
    bij.diag = children[0]
    bij._bijector = ScaleBijector(children[0])
    bij.forward = forward
    return bij


tree_util.register_pytree_node(DiagLinear, _flatten, _unflatten)


@jax.jit
def make_bijector(log_diag):
    return DiagLinear(jnp.exp(log_diag))


bij = make_bijector(jnp.zeros(2))
print(bij.diag)
print(bij.forward(jnp.ones(2)))
