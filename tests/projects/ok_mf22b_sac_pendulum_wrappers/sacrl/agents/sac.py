"""SAC with twin critics, target networks and a learned temperature."""
import jax
import jax.numpy as jnp

from .base import Agent
from .networks import GaussianPolicy, mlp_apply, mlp_init


class SAC(Agent):
    def __init__(self, obs_dim, act_dim, hidden=64, gamma=0.99, tau=0.01, lr=3e-3):
        self.policy = GaussianPolicy(obs_dim, act_dim, hidden)
        self.q_sizes = (obs_dim + act_dim, hidden, hidden, 1)
        self.gamma, self.tau, self.lr = gamma, tau, lr
        self.target_entropy = -float(act_dim)
        self.update = jax.jit(self._update)

    def init(self, key):
        kp, k1, k2 = jax.random.split(key, 3)
        q = [mlp_init(k1, self.q_sizes), mlp_init(k2, self.q_sizes)]
        return {"policy": self.policy.init(kp), "q": q, "q_target": q, "log_alpha": jnp.zeros(())}

    def act(self, state, obs, key):
        action, _ = self.policy.sample(state["policy"], obs, key)
        return action

    def _q(self, q_params, obs, action):
        x = jnp.concatenate([obs, action], axis=-1)
        return jnp.stack([mlp_apply(p, x)[..., 0] for p in q_params])

    def _critic_loss(self, q_params, state, batch, key):
        obs, action, reward, next_obs, done = batch
        next_action, next_logp = self.policy.sample(state["policy"], next_obs, key)
        alpha = jnp.exp(state["log_alpha"])
        target_q = self._q(state["q_target"], next_obs, next_action).min(axis=0) - alpha * next_logp
        target = jax.lax.stop_gradient(reward + self.gamma * (1.0 - done) * target_q)
        return jnp.mean((self._q(q_params, obs, action) - target) ** 2)

    def _actor_loss(self, policy_params, state, obs, key):
        action, logp = self.policy.sample(policy_params, obs, key)
        alpha = jnp.exp(state["log_alpha"])
        return jnp.mean(alpha * logp - self._q(state["q"], obs, action).min(axis=0)), logp

    def _update(self, state, batch, key):
        k1, k2 = jax.random.split(key)
        sgd = lambda p, g: jax.tree_util.tree_map(lambda a, b: a - self.lr * b, p, g)
        q_grads = jax.grad(self._critic_loss)(state["q"], state, batch, k1)
        state = {**state, "q": sgd(state["q"], q_grads)}
        p_grads, logp = jax.grad(self._actor_loss, has_aux=True)(state["policy"], state, batch[0], k2)
        alpha_grad = -jnp.mean(logp + self.target_entropy)
        q_target = jax.tree_util.tree_map(lambda t, q: (1 - self.tau) * t + self.tau * q, state["q_target"], state["q"])
        return {**state, "policy": sgd(state["policy"], p_grads), "q_target": q_target,
                "log_alpha": state["log_alpha"] - self.lr * alpha_grad}
