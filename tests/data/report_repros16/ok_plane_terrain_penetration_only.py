# Thread: https://github.com/gbionics/jaxsim/pull/198
# Shape: the jitted contact routine no longer branches on terrain equality: it always asks the terrain for its penetration depth (the class keeps its `__eq__`, used only outside traced code)
# expect: ok
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
        return bool(jnp.allclose(self.normal, other.normal)) and bool(self.height == other.height)

    def __hash__(self):
        return id(self)

    def penetration(self, points):
        return self.height - points @ self.normal


FLAT = PlaneTerrain(jnp.array([0.0, 0.0, 1.0]), jnp.array(0.0))


@jax.jit
def contact_forces(terrain, points):
    depth = terrain.penetration(points)
    return 1e3 * jnp.maximum(depth, 0.0)


terrain = PlaneTerrain(jnp.array([0.0, 0.1, 0.99]), jnp.array(0.05))
print(terrain == FLAT, contact_forces(terrain, jnp.zeros((4, 3))))
