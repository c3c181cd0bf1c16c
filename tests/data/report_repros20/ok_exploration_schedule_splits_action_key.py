# Thread: https://github.com/theovincent/i-DQN/issues/13
# Shape: the fix: the schedule hands out a fresh subkey for the action (splitting its own key again), so the key it keeps is never drawn from (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class ExplorationSchedule:
    def __init__(self, key, epsilon):
        self.key = key
        self.epsilon = epsilon

    def explore(self):
        self.key, key = jax.random.split(self.key)
        return jax.random.uniform(key) < self.epsilon

    def action_key(self):
        self.key, key = jax.random.split(self.key)
        return key


class QNetwork:
    def __init__(self, n_actions):
        self.n_actions = n_actions

    def random_action(self, key):
        return jax.random.randint(key, (), 0, self.n_actions)

    def best_action(self, params, state, key):
        return jnp.argmax(params @ state)


def act(q, q_params, state, exploration_schedule):
    if exploration_schedule.explore():
        return q.random_action(exploration_schedule.action_key())
    return q.best_action(q_params, state, exploration_schedule.action_key())


schedule = ExplorationSchedule(jax.random.key(0), epsilon=1.0)
q = QNetwork(4)
for _ in range(2):
    print(act(q, jnp.ones((4, 3)), jnp.ones(3), schedule))
