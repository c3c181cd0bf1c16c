"""Collect a rollout with a scan, store it, learn from samples, sync the target net."""
import jax
import jax.numpy as jnp

from . import replay


class Runner:
    def __init__(self, env, agent, cfg, hooks=()):
        self.env, self.agent, self.cfg = env, agent, cfg
        self.hooks = list(hooks)
        self._collect = jax.jit(self.collect)

    def collect(self, params, env_state, step, key):
        def body(carry, key):
            env_state, step = carry
            obs = self.env.observe(env_state["pos"])
            action = self.agent.act(params, obs, step, key)
            next_state, next_obs, reward, done = self.env.step(env_state, action)
            next_state = jax.tree_util.tree_map(lambda a, b: jnp.where(done, a, b),
                                                self.env.reset(key), next_state)
            return (next_state, step + 1), (obs, action, reward, next_obs, done)

        keys = jax.random.split(key, self.cfg.rollout)
        (env_state, step), transitions = jax.lax.scan(body, (env_state, step), keys)
        return env_state, step, transitions

    def run(self, key):
        key, sub = jax.random.split(key)
        params = self.agent.init(sub)
        buf = replay.empty(self.cfg.capacity, self.env.obs_dim)
        env_state, step = self.env.reset(key), jnp.zeros((), jnp.int32)
        for i in range(self.cfg.iterations):
            key, k1, k2 = jax.random.split(key, 3)
            env_state, step, transitions = self._collect(params, env_state, step, k1)
            buf = replay.add_many(buf, *transitions)
            params, loss = self.agent.update(params, replay.sample(buf, k2, self.cfg.batch))
            if i % self.cfg.target_every == 0:
                params = {**params, "target": params["online"]}
            for hook in self.hooks:
                hook(i, {"loss": float(loss), "reward": float(transitions[2].sum())})
        return params
