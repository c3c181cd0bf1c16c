# Thread: https://github.com/waymo-research/waymax/issues/37
# Shape: a discrete-action wrapper around a dynamics model is built with `bins=jnp.array(...)` and discretizes actions with `jnp.linspace(..., num=self._bins[i] + 1)`; the bins are a concrete jax array, but indexing it inside the jax.lax.scan rollout is staged out, so the `num` argument is traced
# expect: ConcretizationTypeError at line 23
import jax
import jax.numpy as jnp


class BicycleModel:
    def compute_update(self, action, state):
        accel, steering = action[0], action[1]
        speed = state[2] + 0.1 * accel
        yaw = state[3] + 0.1 * speed * steering
        return jnp.array([state[0] + 0.1 * speed * jnp.cos(yaw), state[1] + 0.1 * speed * jnp.sin(yaw), speed, yaw])


class DiscreteActionSpaceWrapper:
    def __init__(self, dynamics_model, bins, low=-1.0, high=1.0):
        self._dynamics = dynamics_model
        self._bins = bins
        self._low, self._high = low, high

    def _values(self, i):
        return jnp.linspace(self._low, self._high, self._bins[i] + 1)

    def compute_update(self, discrete_action, state):
        action = jnp.stack([self._values(i)[discrete_action[i]] for i in range(2)])
        return self._dynamics.compute_update(action, state)


dynamics_model = DiscreteActionSpaceWrapper(BicycleModel(), bins=8 * jnp.array([1, 1]))


def scan_step(state, discrete_action):
    new_state = dynamics_model.compute_update(discrete_action, state)
    return new_state, new_state[:2]


actions = jnp.tile(jnp.array([5, 3]), (10, 1))
_, xy = jax.lax.scan(scan_step, jnp.zeros(4), actions)
print(xy[-1])
