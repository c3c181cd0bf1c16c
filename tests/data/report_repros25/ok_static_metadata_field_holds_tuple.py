# Thread: https://github.com/jax-ml/jax/pull/28979
# Shape: the static field holds a tuple of ints, which hashes and compares to a bool, so repeated calls hit the cache
# expect: ok
import dataclasses

import jax
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Tree:
    x: tuple = dataclasses.field(metadata={"static": True})


def total(tree):
    return sum(tree.x)


f = jax.jit(total)
print(f(Tree(tuple(range(4)))))
print(f(Tree(tuple(range(4)))))
