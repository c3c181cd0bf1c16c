"""Collect a chunk of transitions with the current policy, store it, then learn."""
import jax
import jax.numpy as jnp

from ..replay import add_batch, sample


class Loop:
    def __init__(self, env, agent, buffer, steps_per_iter, batch_size, callbacks=()):
        self.env, self.agent, self.buffer = env, agent, buffer
        self.steps_per_iter, self.batch_size = steps_per_iter, batch_size
        self.callbacks = list(callbacks)
        self._collect = jax.jit(self.collect)
        self._store = jax.jit(add_batch)

    def collect(self, agent_state, env_state, key):
        def one_step(env_state, k):
            k_act, k_reset = jax.random.split(k)
            obs = self.env.observe(env_state)
            action = self.agent.act(agent_state, obs, k_act)
            next_state, reward, done = self.env.step(env_state, action)
            next_obs = self.env.observe(next_state)
            fresh = self.env.reset(k_reset)
            env_state = jax.tree_util.tree_map(lambda a, b: jnp.where(done, a, b), fresh, next_state)
            return env_state, (obs, action, reward, next_obs, done.astype(jnp.float32))

        keys = jax.random.split(key, self.steps_per_iter)
        return jax.lax.scan(one_step, env_state, keys)

    def run(self, key, iterations):
        k_init, k_env, key = jax.random.split(key, 3)
        agent_state = self.agent.init(k_init)
        env_state = self.env.reset(k_env)
        buffer = self.buffer
        for it in range(iterations):
            key, k_col, k_sample, k_upd = jax.random.split(key, 4)
            env_state, transitions = self._collect(agent_state, env_state, k_col)
            buffer = self._store(buffer, *transitions)
            batch = sample(buffer, k_sample, self.batch_size)
            agent_state = self.agent.update(agent_state, batch, k_upd)
            for callback in self.callbacks:
                callback(it, {"reward": transitions[2].mean()})
        return agent_state
