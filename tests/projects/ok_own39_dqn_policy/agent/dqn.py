import jax
import jax.numpy as jnp
import optax

from agent.networks import apply_mlp, init_mlp
from agent.policy import epsilon_greedy


class DQNAgent:
    def __init__(self, key, obs_dim, n_actions, gamma=0.99, lr=1e-3):
        self.n_actions = n_actions
        self.gamma = gamma
        self.params = init_mlp(key, [obs_dim, 32, n_actions])
        self.target_params = self.params
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(self.params)
        self._act = jax.jit(self.act_fn)
        self._update = jax.jit(self.update_fn)

    def act_fn(self, params, obs, key, epsilon):
        return epsilon_greedy(params, obs, key, epsilon, self.n_actions)

    def td_loss(self, params, target_params, batch):
        obs, actions, rewards, next_obs, dones = batch
        q = jax.vmap(apply_mlp, in_axes=(None, 0))(params, obs)
        q_taken = jnp.take_along_axis(q, actions[:, None], axis=1).squeeze(1)
        q_next = jax.vmap(apply_mlp, in_axes=(None, 0))(target_params, next_obs).max(axis=1)
        target = rewards + self.gamma * (1.0 - dones) * jax.lax.stop_gradient(q_next)
        return jnp.mean((q_taken - target) ** 2)

    def update_fn(self, params, target_params, opt_state, batch):
        loss, grads = jax.value_and_grad(self.td_loss)(params, target_params, batch)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def act(self, obs, key, epsilon):
        return int(self._act(self.params, obs, key, epsilon))

    def update(self, batch):
        self.params, self.opt_state, loss = self._update(self.params, self.target_params, self.opt_state, batch)
        return float(loss)

    def sync_target(self):
        self.target_params = self.params
