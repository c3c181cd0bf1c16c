import jax
import numpy as np

from agent import DQNAgent
from agent.replay import ReplayBuffer


class ToyEnv:
    """Walk on a line: action 1 moves right, 0 left; reward at the right end."""

    def __init__(self, size=5):
        self.size = size

    def reset(self):
        self.pos = 0
        return self._obs()

    def _obs(self):
        obs = np.zeros(self.size, np.float32)
        obs[self.pos] = 1.0
        return obs

    def step(self, action):
        self.pos = max(0, min(self.size - 1, self.pos + (1 if action == 1 else -1)))
        done = self.pos == self.size - 1
        return self._obs(), float(done), done


def main(steps=12):
    env = ToyEnv()
    key = jax.random.key(0)
    key, init_key = jax.random.split(key)
    agent = DQNAgent(init_key, env.size, 2)
    buffer = ReplayBuffer(100, env.size)
    obs = env.reset()
    for t in range(steps):
        key, act_key = jax.random.split(key)
        epsilon = max(0.1, 1.0 - t / 20)
        action = agent.act(obs, act_key, epsilon)
        next_obs, reward, done = env.step(action)
        buffer.add(obs, action, reward, next_obs, done)
        obs = env.reset() if done else next_obs
        if buffer.size >= 8:
            agent.update(buffer.sample(8))
        if t % 10 == 0:
            agent.sync_target()
    return agent.params


if __name__ == "__main__":
    print(main())
