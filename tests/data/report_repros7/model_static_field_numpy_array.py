# Thread: https://github.com/jax-ml/jax/issues/7826
# Shape: a pytree dataclass keeps a NumPy array as static metadata; the second model misses the jit cache lookup
# expect: ValueError at line 27
from dataclasses import dataclass
from functools import partial

import jax
import numpy as np
from jax import jit


@partial(jax.tree_util.register_dataclass, data_fields=[], meta_fields=["c"])
@dataclass
class Model:
    c: np.ndarray


@jit
def f(model):
    return 1.0


m = Model(np.ones(10))
n = Model(np.ones(10))

print(f(m))
print(f(n))
