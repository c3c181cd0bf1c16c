# Thread: https://github.com/gbionics/jaxsim/pull/42
# Shape: the fix the thread settles on: `velocity_representation` is static, kept in the pytree's aux data instead of its children, so inside the jitted `step` it is still the IntEnum member and the comparison with `VelRepr.Body` is a Python bool
# expect: ok
import enum

import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


class VelRepr(enum.IntEnum):
    Body = enum.auto()
    Mixed = enum.auto()
    Inertial = enum.auto()


@register_pytree_node_class
class SimulatorState:
    def __init__(self, base_velocity, joint_velocities, base_rotation, velocity_representation=VelRepr.Inertial):
        self.base_velocity = base_velocity
        self.joint_velocities = joint_velocities
        self.base_rotation = base_rotation
        self.velocity_representation = velocity_representation

    def tree_flatten(self):
        children = (self.base_velocity, self.joint_velocities, self.base_rotation)
        return children, self.velocity_representation

    @classmethod
    def tree_unflatten(cls, velocity_representation, children):
        return cls(*children, velocity_representation)

    def inertial_base_velocity(self):
        if self.velocity_representation == VelRepr.Body:
            return self.base_rotation @ self.base_velocity
        return self.base_velocity


class JaxSim:
    def __init__(self, step_size):
        self.step_size = step_size

    def step(self, state, joint_torques):
        v = state.inertial_base_velocity()
        new_joint_velocities = state.joint_velocities + self.step_size * joint_torques
        return SimulatorState(v, new_joint_velocities, state.base_rotation, state.velocity_representation)


def reduce_model(state, considered_joints):
    return SimulatorState(state.base_velocity, state.joint_velocities[considered_joints], state.base_rotation,
                          state.velocity_representation)


sim = JaxSim(step_size=0.001)
full = SimulatorState(jnp.ones(3), jnp.zeros(6), jnp.eye(3), VelRepr.Body)
reduced = reduce_model(full, jnp.array([0, 2, 4]))
step = jax.jit(sim.step)
print(step(reduced, jnp.ones(3)).joint_velocities)
