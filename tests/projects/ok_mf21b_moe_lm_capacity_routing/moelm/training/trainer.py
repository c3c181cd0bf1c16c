"""Adam training loop; the update step is jitted once in the constructor."""
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, schedule, aux_weight=0.01, b1=0.9, b2=0.99, eps=1e-8):
        self.model, self.schedule, self.aux_weight = model, schedule, aux_weight
        self.b1, self.b2, self.eps = b1, b2, eps
        self._step = jax.jit(self.update)

    def total_loss(self, params, inputs, targets):
        nll, aux = self.model.loss(params, inputs, targets)
        return nll + self.aux_weight * aux, nll

    def update(self, params, opt_state, inputs, targets):
        (loss, nll), grads = jax.value_and_grad(self.total_loss, has_aux=True)(params, inputs, targets)
        m, v, step = opt_state
        m = jax.tree_util.tree_map(lambda a, g: self.b1 * a + (1 - self.b1) * g, m, grads)
        v = jax.tree_util.tree_map(lambda a, g: self.b2 * a + (1 - self.b2) * g * g, v, grads)
        lr = self.schedule(step)
        params = jax.tree_util.tree_map(lambda p, a, b: p - lr * a / (jnp.sqrt(b) + self.eps), params, m, v)
        return params, (m, v, step + 1), nll

    def fit(self, params, batches, steps):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        opt_state = (zeros, zeros, jnp.asarray(0))
        history = []
        for _, (inputs, targets) in zip(range(steps), batches):
            params, opt_state, nll = self._step(params, opt_state, inputs, targets)
            history.append(float(nll))
        return params, history
