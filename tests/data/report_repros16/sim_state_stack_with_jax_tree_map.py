# Thread: https://github.com/waymo-research/waymax/pull/77
# Shape: a simulator-state dataclass registered as a pytree and a rollout helper that stacks per-step states with `jax.tree_map` (removed in JAX 0.6.0) after a jitted step loop
# expect: AttributeError at line 35
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class SimulatorState:
    xy: jax.Array
    yaw: jax.Array
    timestep: jax.Array


@jax.jit
def step(state, action):
    yaw = state.yaw + 0.1 * action[:, 1]
    xy = state.xy + 0.1 * action[:, :1] * jnp.stack([jnp.cos(yaw), jnp.sin(yaw)], axis=-1)
    return SimulatorState(xy, yaw, state.timestep + 1)


def stack_states(states):
    return jax.tree_util.tree_map(lambda *xs: jnp.stack(xs), *states)


def rollout(state, actions):
    states = [state]
    for action in actions:
        state = step(state, action)
        states.append(state)
    traj = stack_states(states)
    final_xy = jax.tree_map(lambda x: x[-1], traj.xy)
    return traj, final_xy


init = SimulatorState(jnp.zeros((4, 2)), jnp.zeros(4), jnp.array(0))
traj, final_xy = rollout(init, jnp.ones((5, 4, 2)))
print(traj.xy.shape, final_xy)
