# Thread: https://github.com/gbionics/jaxsim/pull/105
# Shape: a contact model registered as a pytree keeps its `body` index array (a NumPy array) as static aux data; two models built the same way are passed to jitted wrappers of one function, and the jit cache compares the aux data of the second call with the first, where NumPy's `==` returns an array whose truth value is ambiguous
# expect: ValueError at line 49
import jax
import jax.numpy as jnp
import numpy as np
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class GroundContact:
    def __init__(self, point, body):
        self.point = point
        self.body = body

    @staticmethod
    def build_from(n_points):
        return GroundContact(jnp.zeros((n_points, 3)), np.zeros(n_points, dtype=int))

    def tree_flatten(self):
        return (self.point,), (self.body,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], aux[0])


class PhysicsModel:
    def __init__(self, link_masses, contact):
        self.link_masses = link_masses
        self.contact = contact


def total_mass(masses, contact):
    return jnp.sum(masses) + 0.0 * jnp.sum(contact.point)


def build_model():
    return PhysicsModel(jnp.array([1.0, 2.5, 0.7]), GroundContact.build_from(8))


model_a = build_model()
model_b = build_model()

total_mass_jit_a = jax.jit(total_mass)
total_mass_jit_b = jax.jit(total_mass)

print(total_mass_jit_a(model_a.link_masses, model_a.contact))
print(total_mass_jit_b(model_b.link_masses, model_b.contact))
