# Thread: https://github.com/google-deepmind/chex/issues/104
# Shape: the thread's working variant: the step count is a static field of the dataclass (pytree metadata), so jit keeps it a Python int and the scan length is concrete
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp
from jax import lax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Config:
    x: jax.Array
    y: int = dataclasses.field(metadata=dict(static=True))


def f(carry, _):
    return carry + 1.0, None


@jax.jit
def do_scan(c):
    final, _ = lax.scan(f, c.x, None, c.y)
    return final


print(do_scan(Config(x=jnp.asarray(1.0), y=10)))
