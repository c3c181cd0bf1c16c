# Thread: https://github.com/jax-ml/jax/issues/24204
# Shape: a dataclass registered with `jax.tree_util.register_dataclass(Foo, data_fields=[], meta_fields=["a"])` holds a JAX array in its meta field; a jitted function called with a second instance compares the two treedefs' metadata (ValueError: truth value of an array)
# expect: ValueError at line 21
from dataclasses import dataclass

import jax


@dataclass
class Foo:
    a: jax.Array


jax.tree_util.register_dataclass(Foo, data_fields=[], meta_fields=["a"])

func = jax.jit(lambda x: x)
foo1 = Foo(jax.numpy.arange(4))
func(foo1)

foo2 = Foo(jax.numpy.arange(4))
func(foo2)
print(foo2)
