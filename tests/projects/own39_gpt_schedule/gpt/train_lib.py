import functools

import jax
import jax.numpy as jnp
import optax

from .config import GPTConfig
from .model import forward


def loss_fn(params, x, y, key, cfg: GPTConfig):
    keys = jax.random.split(key, x.shape[0])
    logits = jax.vmap(lambda t, k: forward(params, t, cfg, k, train=True))(x, keys)
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, y[..., None], axis=-1).squeeze(-1)
    return nll.mean()


def make_train_step(cfg: GPTConfig, tx: optax.GradientTransformation):
    @jax.jit
    def train_step(params, opt_state, x, y, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y, key, cfg)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss
    return train_step


def sample(params, cfg: GPTConfig, prompt, n_new, key, temperature=1.0):
    tokens = jnp.asarray(prompt)
    for _ in range(n_new):
        logits = forward(params, tokens[-cfg.block_size:], cfg)
        next_tok = jax.random.categorical(key, logits[-1] / temperature)  # expect: JAX320
        tokens = jnp.concatenate([tokens, next_tok[None]])
    return tokens
