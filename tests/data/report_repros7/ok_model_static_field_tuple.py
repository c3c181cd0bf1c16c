# Thread: https://github.com/jax-ml/jax/issues/7826
# Shape: the static metadata kept as a tuple, which hashes and compares
# expect: ok
from dataclasses import dataclass
from functools import partial

import jax
import numpy as np
from jax import jit


@partial(jax.tree_util.register_dataclass, data_fields=[], meta_fields=["c"])
@dataclass
class Model:
    c: tuple


@jit
def f(model):
    return 1.0


m = Model(tuple(np.ones(10)))
n = Model(tuple(np.ones(10)))

print(f(m))
print(f(n))
