# Thread: https://github.com/google-deepmind/distrax/pull/290
# Shape: the fix in the PR: `forward` is a method that reads the inner bijector when called, so nothing built during the trace is kept in static metadata
# expect: ok
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

    def forward(self, x):
        return self._bijector.forward(x)


def _flatten(bij):
    return (bij.diag,), None


def _unflatten(aux, children):
    return DiagLinear(children[0])


tree_util.register_pytree_node(DiagLinear, _flatten, _unflatten)


@jax.jit
def make_bijector(log_diag):
    return DiagLinear(jnp.exp(log_diag))


bij = make_bijector(jnp.zeros(2))
print(bij.diag)
print(bij.forward(jnp.ones(2)))
