# Thread: https://github.com/jax-ml/jax/issues/3908
# Shape: the World class with `@jax.jit` on its `step` method, as a plain class (not registered as a pytree): calling `world.step(dt)` hands the instance to jit as its first argument, which is not a valid JAX type
# expect: TypeError at line 23
import jax
import jax.numpy as jnp


class World:
    def __init__(self, p, v):
        self.p = p
        self.v = v

    @jax.jit
    def step(self, dt):
        a = -9.8
        v = self.v + a * dt
        p = self.p + v * dt
        return World(p, v)


world = World(jnp.zeros(3), jnp.ones(3))
for _ in range(3):
    world = world.step(0.1)
print(world.p)
