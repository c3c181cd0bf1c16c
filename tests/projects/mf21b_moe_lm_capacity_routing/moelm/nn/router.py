"""Top-1 token-choice routing with a fixed expert capacity (Switch-Transformer style)."""
import jax
import jax.numpy as jnp
import numpy as np


class Top1Router:
    def __init__(self, d_model, n_experts, capacity_factor):
        self.d_model, self.n_experts = d_model, n_experts
        self.capacity_factor = capacity_factor

    def init(self, key):
        return {"w": 0.02 * jax.random.normal(key, (self.d_model, self.n_experts))}

    def capacity(self, n_tokens):
        return max(1, int(self.capacity_factor * n_tokens / self.n_experts))

    def __call__(self, params, x):
        """Dispatch mask [tokens, experts, capacity], combine weights of the same shape, aux loss."""
        n_tokens = x.shape[0]
        cap = self.capacity(n_tokens)
        probs = jax.nn.softmax(x @ params["w"], axis=-1)
        expert = jnp.argmax(probs, axis=-1)
        onehot = jax.nn.one_hot(expert, self.n_experts)
        position = jnp.cumsum(onehot, axis=0) * onehot - 1.0
        kept = onehot * np.less(position, cap)  # expect: JAX501
        slot = jax.nn.one_hot(jnp.sum(position * kept, axis=-1).astype(jnp.int32), cap)
        dispatch = kept[:, :, None] * slot[:, None, :]
        gate = jnp.sum(probs * kept, axis=-1)
        combine = dispatch * gate[:, None, None]
        density = onehot.mean(0)
        aux = self.n_experts * jnp.sum(density * probs.mean(0))
        return dispatch, combine, aux
