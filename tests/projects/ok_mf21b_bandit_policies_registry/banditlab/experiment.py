"""Run a policy against an environment for a horizon with lax.scan, vmapped over seeds."""
import jax
import jax.numpy as jnp


class Experiment:
    def __init__(self, policy, env, horizon, n_seeds, hooks=()):
        self.policy, self.env = policy, env
        self.horizon, self.n_seeds = horizon, n_seeds
        self.hooks = list(hooks)
        self._run_many = jax.jit(jax.vmap(self._run_one))

    def _round(self, state, inputs):
        key, t = inputs
        k_select, k_reward = jax.random.split(key)
        arm = self.policy.select(state, k_select)
        reward = self.env.pull(k_reward, arm, t)
        regret = jnp.max(self.env.mean_vector(t)) - self.env.mean_vector(t)[arm]
        return self.policy.update(state, arm, reward), (arm, reward, regret)

    def _run_one(self, key):
        keys = jax.random.split(key, self.horizon)
        _, (arms, rewards, regret) = jax.lax.scan(self._round, self.policy.init(), (keys, jnp.arange(self.horizon)))
        return arms, rewards, jnp.cumsum(regret)

    def run(self, key):
        arms, rewards, regret = self._run_many(jax.random.split(key, self.n_seeds))
        result = {"arms": arms, "rewards": rewards, "regret": regret}
        for hook in self.hooks:
            hook(self.policy, result)
        return result
