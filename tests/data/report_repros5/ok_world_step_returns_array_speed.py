# Thread: https://github.com/jax-ml/jax/issues/1567
# Shape: the step returns the speed as an array; float() is applied to the result outside jit
# expect: ok
import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["p", "v"], meta_fields=[])
@dataclasses.dataclass
class World:
    p: jax.Array
    v: jax.Array

    @jax.jit
    def step(self, dt):
        a = -9.8
        v = self.v + a * dt
        speed = jnp.abs(v).max()
        return dataclasses.replace(self, p=self.p + v * dt, v=v), speed


world = World(jnp.zeros(3), jnp.ones(3))
world, speed = world.step(0.1)
print(float(speed))
