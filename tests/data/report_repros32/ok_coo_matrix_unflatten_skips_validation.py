# Thread: https://github.com/jax-ml/jax/pull/13619
# Shape: the fix the pull request makes: `tree_unflatten` builds the object with `object.__new__` and sets its fields, so validation runs only when a user constructs a matrix from concrete arrays
# expect: ok
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class COO:
    def __init__(self, data, indices, shape):
        self.data = data
        self.indices = indices
        self.shape = tuple(shape)
        self._validate()

    def _validate(self):
        if self.indices.shape[0] != self.data.shape[0]:
            raise ValueError("data and indices must have the same length")
        if jnp.any(self.indices >= self.shape[0]):
            raise ValueError("index out of bounds")

    def tree_flatten(self):
        return (self.data, self.indices), self.shape

    @classmethod
    def tree_unflatten(cls, shape, children):
        obj = object.__new__(cls)
        obj.data, obj.indices = children
        obj.shape = shape
        return obj

    def todense(self):
        return jnp.zeros(self.shape, self.data.dtype).at[self.indices].add(self.data)


@jax.jit
def scale(mat, factor):
    return mat.todense() * factor


mat = COO(jnp.array([1.0, 2.0, 3.0]), jnp.array([0, 2, 4]), (5,))
print(scale(mat, 2.0))
