# Thread: https://github.com/felafax/felafax/issues/55
# Shape: the same Trainer returning the hidden activations from the loss as auxiliary output (`has_aux=True`) and out of the jitted step, instead of storing them on `self`
# expect: ok
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, params, lr=0.1):
        self.params = params
        self.lr = lr
        self.last_hidden = None
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, batch):
        def loss_fn(p):
            hidden = jnp.tanh(batch @ p["w"])
            return jnp.mean((hidden @ p["v"]) ** 2), hidden

        (loss, hidden), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss, hidden

    def train(self, batches):
        for step, batch in enumerate(batches):
            self.params, loss, self.last_hidden = self._step(self.params, batch)
            print(f"Step {step} | Train Loss: {float(loss):.4f} | hidden mean {float(jnp.mean(self.last_hidden)):.4f}")


params = {"w": jnp.full((3, 8), 0.1), "v": jnp.ones((8, 1))}
trainer = Trainer(params)
trainer.train([jnp.ones((4, 3)), jnp.ones((4, 3)) * 2.0])
