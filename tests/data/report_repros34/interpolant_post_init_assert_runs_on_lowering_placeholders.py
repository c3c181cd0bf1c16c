# Thread: https://github.com/jax-ml/jax/issues/24676
# Shape: a dataclass interpolant registered with an unflatten that calls the constructor, whose `__post_init__` asserts `np.shape(self.values)[self.axis] == np.size(self.x)`; lowering the jitted evaluation ahead of time (`jax.jit(...).lower(p, t)`) rebuilds the pytree from `ArgInfo` placeholder leaves, which have no size, and the assertion fails on them
# expect: AssertionError at line 18
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass
class Interpolant:
    x: jax.Array
    values: jax.Array
    axis: int

    def __post_init__(self):
        assert np.shape(self.values)[self.axis] == np.size(self.x)

    def __call__(self, t):
        return jnp.stack([jnp.interp(t, self.x, row) for row in self.values])


def interpolant_flatten(p):
    return [p.x, p.values], (p.axis,)


def interpolant_unflatten(aux, children):
    x, values = children
    (axis,) = aux
    return Interpolant(x, values, axis)


jax.tree_util.register_pytree_node(Interpolant, interpolant_flatten, interpolant_unflatten)

p = Interpolant(jnp.linspace(0.0, 1.0, 3), jnp.ones((2, 3)), 1)
compiled = jax.jit(lambda p, t: p(t)).lower(p, 0.5).compile()
print(compiled(p, 0.5))
