# Thread: https://github.com/jax-ml/jax/issues/19547
# Shape: a registered pytree class that puts a JAX array in its aux_data; the second instance's jit cache lookup compares the arrays with ==
# expect: ValueError at line 37
import jax
from jax.tree_util import register_pytree_node_class
from jax import numpy as jnp

@register_pytree_node_class
class SimpleClass:
  def __init__(self, x, y):
    self.x = x
    self.y = y

  def tree_flatten(self):
      children = (self.y, )
      aux_data = (self.x,) # x has to be auxiliary to raise this error
      return (children, aux_data,)

  @classmethod
  def tree_unflatten(cls, aux_data, children):
        y, = children
        x, = aux_data
        return cls(x, y)

# create similar objects
a = SimpleClass(x = jnp.array([1, 2]), y = jnp.array([2.5, 3.5, 4.5, 5.5]))
b = SimpleClass(x = jnp.array([1, 2]), y = jnp.array([2.5, 3.5, 4.5, 5.5]))

# just define the simplest function ever to return the object passed to it
def func(param):
   return param

# jitting the function
func = jax.jit(func)

resa = func(a)
resb = func(b)
