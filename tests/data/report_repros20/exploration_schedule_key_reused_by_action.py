# Thread: https://github.com/theovincent/i-DQN/issues/13
# Shape: an epsilon-greedy schedule object keeps its key on `self`; the environment draws the action with `exploration_schedule.key` and the schedule's next `explore()` splits that same key (the key-reuse checker on)
# expect: KeyReuseError at line 16; cause line 33
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


class QNetwork:
    def __init__(self, n_actions):
        self.n_actions = n_actions

    def random_action(self, key):
        return jax.random.randint(key, (), 0, self.n_actions)

    def best_action(self, params, state, key):
        return jnp.argmax(params @ state)


def act(q, q_params, state, exploration_schedule):
    if exploration_schedule.explore():
        return q.random_action(exploration_schedule.key)
    return q.best_action(q_params, state, exploration_schedule.key)


schedule = ExplorationSchedule(jax.random.key(0), epsilon=1.0)
q = QNetwork(4)
for _ in range(2):
    print(act(q, jnp.ones((4, 3)), jnp.ones(3), schedule))
