# Thread: https://github.com/jax-ml/jax/pull/28979
# Shape: a registered dataclass keeps a NumPy array in a static (metadata) field; the second call of the jitted function compares the cached treedef's metadata with `==`, which gives an array, and raises
# expect: ValueError at line 22
import dataclasses

import jax
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Tree:
    x: np.ndarray = dataclasses.field(metadata={"static": True})


def total(tree):
    return tree.x.sum()


f = jax.jit(total)
print(f(Tree(np.arange(4))))
print(f(Tree(np.arange(4))))
