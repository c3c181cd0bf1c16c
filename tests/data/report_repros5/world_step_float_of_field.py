# Thread: https://github.com/jax-ml/jax/issues/1567
# Shape: a dataclass registered as a pytree has a jitted step method that converts a field with float() for a log line
# expect: ConcretizationTypeError at line 21
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
        speed = float(jnp.abs(v).max())
        return dataclasses.replace(self, p=self.p + v * dt, v=v), speed


world = World(jnp.zeros(3), jnp.ones(3))
world, speed = world.step(0.1)
