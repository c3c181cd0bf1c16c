# Thread: https://github.com/jax-ml/jax/issues/5128
# Shape: the fix: the spec is a static argument (an instance hashable by identity), so only its Python attributes are read at trace time
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class DiscreteArray:
    def __init__(self, num_values, dtype=jnp.int32, name=None):
        self.shape = ()
        self.dtype = dtype
        self.num_values = num_values
        self.name = name


class Environment:
    def action_spec(self):
        return DiscreteArray(num_values=4, name="action")


@partial(jax.jit, static_argnums=1)
def init_policy(key, spec):
    return jax.random.normal(key, (8, spec.num_values))


env = Environment()
print(init_policy(jax.random.key(0), env.action_spec()).shape)
