"""DQN and double DQN targets with a Huber TD loss."""
import jax
import jax.numpy as jnp

from ..losses import huber
from .base import Agent


class DQN(Agent, name="dqn"):
    def targets(self, params, batch):
        next_q = jax.vmap(self.network, (None, 0))(params["target"], batch.next_obs)
        return batch.reward + self.cfg.gamma * (1 - batch.done) * next_q.max(-1)

    def loss(self, online, target_params, batch):
        q = jax.vmap(self.network, (None, 0))(online, batch.obs)
        q_sa = jnp.take_along_axis(q, batch.action[:, None], -1)[:, 0]
        target = jax.lax.stop_gradient(self.targets({"online": online, "target": target_params}, batch))
        return jnp.mean(huber(q_sa - target))


class DoubleDQN(DQN, name="double_dqn"):
    def targets(self, params, batch):
        best = jnp.argmax(jax.vmap(self.network, (None, 0))(params["online"], batch.next_obs), -1)
        next_q = jax.vmap(self.network, (None, 0))(params["target"], batch.next_obs)
        chosen = jnp.take_along_axis(next_q, best[:, None], -1)[:, 0]
        return batch.reward + self.cfg.gamma * (1 - batch.done) * chosen
