# Thread: https://github.com/gbionics/jaxsim/issues/196
# Shape: a registered-pytree terrain class defines `__eq__` from its array fields (`jnp.allclose(...) and self.height == other.height`); a jitted contact routine compares the terrain it receives with a default one, so `__eq__` runs on traced fields and `and` converts a traced bool
# expect: TracerBoolConversionError at line 24
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class PlaneTerrain:
    def __init__(self, normal, height):
        self.normal = normal
        self.height = height

    def tree_flatten(self):
        return (self.normal, self.height), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __eq__(self, other):
        if not isinstance(other, PlaneTerrain):
            return False
        return jnp.allclose(self.normal, other.normal) and self.height == other.height

    def __hash__(self):
        return id(self)

    def penetration(self, points):
        return self.height - points @ self.normal


FLAT = PlaneTerrain(jnp.array([0.0, 0.0, 1.0]), jnp.array(0.0))


@jax.jit
def contact_forces(terrain, points):
    if terrain == FLAT:
        depth = -points[:, 2]
    else:
        depth = terrain.penetration(points)
    return 1e3 * jnp.maximum(depth, 0.0)


terrain = PlaneTerrain(jnp.array([0.0, 0.1, 0.99]), jnp.array(0.05))
print(contact_forces(terrain, jnp.zeros((4, 3))))
