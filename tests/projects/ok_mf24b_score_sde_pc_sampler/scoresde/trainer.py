"""Adam steps on minibatches of any loss `loss(params, batch, key)`, keeping an EMA."""
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, cfg, ema, callbacks=()):
        self.cfg, self.ema = cfg, ema
        self.callbacks = list(callbacks)

    def fit(self, loss, params, data, key):
        def step(state, batch, key):
            params, average, m, v, t = state
            value, grads = jax.value_and_grad(loss)(params, batch, key)
            t = t + 1
            m = jax.tree_util.tree_map(lambda m, g: 0.9 * m + 0.1 * g, m, grads)
            v = jax.tree_util.tree_map(lambda v, g: 0.999 * v + 0.001 * g * g, v, grads)
            params = jax.tree_util.tree_map(
                lambda p, m, v: p - self.cfg.lr * (m / (1 - 0.9 ** t)) / (jnp.sqrt(v / (1 - 0.999 ** t)) + 1e-8),
                params, m, v)
            average = self.ema.update(average, params, t)
            return (params, average, m, v, t), value

        step = jax.jit(step)
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        state = (params, self.ema.init(params), zeros, zeros, jnp.zeros((), jnp.float32))
        for i in range(self.cfg.steps):
            key, k_batch, k_loss = jax.random.split(key, 3)
            idx = jax.random.choice(k_batch, data.shape[0], (self.cfg.batch,), replace=False)
            state, value = step(state, data[idx], k_loss)
            for callback in self.callbacks:
                callback(i, value)
        return state[1]
