# Thread: https://github.com/google-deepmind/chex/issues/104
# Shape: a registered dataclass carries the number of scan steps `y: int` as an ordinary field; handed to a jitted function its int leaf is traced, and `lax.scan(..., length=c.y)` needs a concrete length
# expect: ConcretizationTypeError at line 24
import dataclasses

import jax
import jax.numpy as jnp
from jax import lax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Config:
    x: jax.Array
    y: int


def f(carry, _):
    return carry + 1.0, None


@jax.jit
def do_scan(c):
    final, _ = lax.scan(f, c.x, None, c.y)
    return final


print(do_scan(Config(x=jnp.asarray(1.0), y=10)))
