# Thread: https://github.com/jax-ml/jax/issues/19547
# Shape: the answer's fix: the array goes in the children, and only hashable metadata (none here) in aux_data
# expect: ok
import jax
from jax.tree_util import register_pytree_node_class
from jax import numpy as jnp

@register_pytree_node_class
class SimpleClass:
  def __init__(self, x, y):
    self.x = x
    self.y = y

  def tree_flatten(self):
      children = (self.x, self.y)
      aux_data = None
      return (children, aux_data,)

  @classmethod
  def tree_unflatten(cls, aux_data, children):
        x, y = children
        return cls(x, y)

a = SimpleClass(x = jnp.array([1, 2]), y = jnp.array([2.5, 3.5, 4.5, 5.5]))
b = SimpleClass(x = jnp.array([1, 2]), y = jnp.array([2.5, 3.5, 4.5, 5.5]))

def func(param):
   return param

func = jax.jit(func)

resa = func(a)
resb = func(b)
print(resb.x, resb.y)
