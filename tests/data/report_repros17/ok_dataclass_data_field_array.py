# Thread: https://github.com/jax-ml/jax/issues/24204
# Shape: the dataclass registered the way the answer explains arrays belong: `a` is a data field (`data_fields=["a"], meta_fields=[]`), so each instance's array is a traced leaf and the treedefs compare equal
# expect: ok
from dataclasses import dataclass

import jax


@dataclass
class Foo:
    a: jax.Array


jax.tree_util.register_dataclass(Foo, data_fields=["a"], meta_fields=[])

func = jax.jit(lambda x: x)
foo1 = Foo(jax.numpy.arange(4))
func(foo1)

foo2 = Foo(jax.numpy.arange(4))
func(foo2)
print(foo2)
