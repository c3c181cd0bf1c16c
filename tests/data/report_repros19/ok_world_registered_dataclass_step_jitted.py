# Thread: https://github.com/jax-ml/jax/issues/3908
# Shape: the maintainer's pointer: register the class as a pytree (`jax.tree_util.register_dataclass`), so the instance is a valid argument and return value of the jitted method
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class World:
    p: jax.Array
    v: jax.Array

    @jax.jit
    def step(self, dt):
        a = -9.8
        v = self.v + a * dt
        p = self.p + v * dt
        return dataclasses.replace(self, p=p, v=v)


world = World(jnp.zeros(3), jnp.ones(3))
for _ in range(3):
    world = world.step(0.1)
print(world.p)
