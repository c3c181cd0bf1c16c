# Thread: https://github.com/jax-ml/jax/issues/7703
# Shape: a dataclass declared unsafe_hash=True holds an array field and is passed through pmap's static_broadcasted_argnums
# expect: ValueError at line 21
import dataclasses
from typing import Any

import jax


@dataclasses.dataclass(unsafe_hash=True)
class C:
    x: Any


def f(c, x):
    return x * c.x


x = jax.numpy.zeros([1])
c = C(x)
print(jax.pmap(f, static_broadcasted_argnums=0)(c, x))
