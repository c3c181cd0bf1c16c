"""Training with sampled negatives; train and eval steps jitted in the constructor."""
import jax
import jax.numpy as jnp

from . import losses
from .metrics import recall_at_k


class Trainer:
    def __init__(self, model, graph, cfg, seed=0):
        self.model, self.graph, self.cfg = model, graph, cfg
        self.params = model.init(jax.random.PRNGKey(seed))
        self.key = jax.random.PRNGKey(seed + 1)
        self._train_step = jax.jit(self.train_step)
        self._eval_step = jax.jit(self.eval_step)

    def loss(self, params, users, items, negatives):
        pos = self.model.score(params, self.graph, users, items)
        neg = jax.vmap(lambda n: self.model.score(params, self.graph, users, n), out_axes=1)(negatives.T)
        main = losses.bpr_loss(pos, neg) + losses.hard_negative_loss(pos, neg, margin=0.5)
        return main + losses.l2_penalty(params["emb"], self.cfg.l2)

    def train_step(self, params, users, items, key):
        negatives = jax.random.randint(key, (users.shape[0], self.cfg.n_neg), 0, self.graph.n_items)
        loss, grads = jax.value_and_grad(self.loss)(params, users, items, negatives)
        params = jax.tree_util.tree_map(lambda p, g: p - self.cfg.lr * g, params, grads)
        return params, loss

    def eval_step(self, params, clicked):
        h = self.model.embed(params, self.graph)
        scores = h[: self.graph.n_users] @ h[self.graph.n_users:].T
        return recall_at_k(scores - 1e3 * clicked, clicked, self.cfg.k)

    def fit(self, users, items):
        for _ in range(self.cfg.steps):
            self.key, sub = jax.random.split(self.key)
            self.params, loss = self._train_step(self.params, jnp.asarray(users), jnp.asarray(items), sub)
        return float(loss)

    def evaluate(self, users, items):
        clicked = jnp.zeros((self.graph.n_users, self.graph.n_items)).at[users, items].set(1.0)
        return float(self._eval_step(self.params, clicked))
