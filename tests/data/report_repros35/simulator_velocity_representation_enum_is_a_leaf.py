# Thread: https://github.com/gbionics/jaxsim/pull/42
# Shape: a simulator state class registered as a pytree lists its `velocity_representation` (an IntEnum) among the children, so when the reduced model's state is passed to the jitted `step` the enum arrives as a traced integer and the method's `if self.velocity_representation == VelRepr.Body` branches on a tracer
# expect: TracerBoolConversionError at line 34
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
        children = (self.base_velocity, self.joint_velocities, self.base_rotation, self.velocity_representation)
        return children, None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

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
