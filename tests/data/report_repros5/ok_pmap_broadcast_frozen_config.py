# Thread: https://github.com/jax-ml/jax/issues/7703
# Shape: the broadcast static argument is a frozen dataclass of Python floats, which hashes
# expect: ok
import dataclasses

import jax


@dataclasses.dataclass(frozen=True)
class C:
    scale: float


def f(c, x):
    return x * c.scale


x = jax.numpy.ones([1])
print(jax.pmap(f, static_broadcasted_argnums=0)(C(2.0), x))
