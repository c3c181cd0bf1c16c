"""The agent interface: act, learn; the base jits both once."""
import abc

import jax
import jax.numpy as jnp

from ..networks import QNetwork
from ..schedules import LinearEpsilon

AGENTS = {}


class Agent(abc.ABC):
    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name is not None:
            AGENTS[name] = cls

    def __init__(self, num_actions, obs_dim, cfg):
        self.num_actions, self.cfg = num_actions, cfg
        self.network = QNetwork(obs_dim, cfg.hidden, num_actions)
        self.epsilon = LinearEpsilon(cfg.eps_start, cfg.eps_end, cfg.eps_decay)
        self.update = jax.jit(self._update)

    def init(self, key):
        params = self.network.init(key)
        return {"online": params, "target": params}

    def act(self, params, obs, step, key):
        k1, k2 = jax.random.split(key)
        greedy = jnp.argmax(self.network(params["online"], obs))
        explore = jax.random.uniform(k1) < self.epsilon(step)
        return jnp.where(explore, jax.random.randint(k2, (), 0, self.num_actions), greedy)

    @abc.abstractmethod
    def targets(self, params, batch):
        """Bootstrapped targets for a batch of transitions."""

    @abc.abstractmethod
    def loss(self, online, target_params, batch):
        """The TD loss to minimise."""

    def _update(self, params, batch):
        loss, grads = jax.value_and_grad(self.loss)(params["online"], params["target"], batch)
        online = jax.tree_util.tree_map(lambda p, g: p - self.cfg.lr * g, params["online"], grads)
        return {**params, "online": online}, loss
