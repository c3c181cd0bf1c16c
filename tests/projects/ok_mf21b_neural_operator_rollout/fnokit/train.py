"""Adam on (state, next state) pairs; fit() takes the loss function to differentiate."""
import jax
import jax.numpy as jnp


def adam_step(params, grads, state, lr, b1=0.9, b2=0.999, eps=1e-8):
    m, v, t = state
    t = t + 1
    m = jax.tree_util.tree_map(lambda a, g: b1 * a + (1 - b1) * g, m, grads)
    v = jax.tree_util.tree_map(lambda a, g: b2 * a + (1 - b2) * g * g, v, grads)
    corr = jnp.sqrt(1 - b2 ** t) / (1 - b1 ** t)
    params = jax.tree_util.tree_map(lambda p, a, b: p - lr * corr * a / (jnp.sqrt(b) + eps), params, m, v)
    return params, (m, v, t)


class Trainer:
    def __init__(self, cfg, callbacks=()):
        self.cfg, self.callbacks = cfg, list(callbacks)

    def fit(self, loss_fn, params, trajectories):
        u_now = trajectories[:, :-1].reshape(-1, trajectories.shape[-1])
        u_next = trajectories[:, 1:].reshape(-1, trajectories.shape[-1])

        @jax.jit
        def step(params, opt_state):
            loss, grads = jax.value_and_grad(loss_fn)(params, u_now, u_next)
            params, opt_state = adam_step(params, grads, opt_state, self.cfg.lr)
            return params, opt_state, loss

        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        opt_state = (zeros, zeros, 0)
        for epoch in range(self.cfg.epochs):
            params, opt_state, loss = step(params, opt_state)
            if any([cb(epoch, loss) for cb in self.callbacks]):
                break
        return params
