# Thread: https://github.com/google/flax/issues/3863
# Shape: a pytree class registers x as a data field, so inside jit x is traced and print shows a tracer
# expect: printed-tracer at line 21
import dataclasses

import jax


@dataclasses.dataclass
class C:
    x: int


jax.tree_util.register_dataclass(C, data_fields=["x"], meta_fields=[])
c = C(1)
d = C(2)


@jax.jit
def f(c):
    print(c.x)
    return c


f(c)
f(d)
