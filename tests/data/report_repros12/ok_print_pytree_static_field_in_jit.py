# Thread: https://github.com/google/flax/issues/3863
# Shape: x is a static (meta) field of the pytree, part of the tree structure, so print inside jit shows the Python int (once per distinct value)
# expect: ok
import dataclasses

import jax


@dataclasses.dataclass(frozen=True)
class C:
    x: int


jax.tree_util.register_dataclass(C, data_fields=[], meta_fields=["x"])
c = C(1)
d = C(2)


@jax.jit
def f(c):
    print(c.x)
    return c


f(c)
f(d)
f(c)
