"""Energy-and-force matching; the step is jitted in the constructor over a stacked batch."""
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, lr, force_weight):
        self.model, self.lr, self.force_weight = model, lr, force_weight
        self._step = jax.jit(self.step)

    def loss(self, params, batch):
        energy, forces = jax.vmap(self.model.energy_and_forces, in_axes=(None, 0, 0, 0))(
            params, batch["positions"], batch["species"], batch["mask"])
        e_loss = jnp.mean((energy - batch["energy"]) ** 2)
        f_err = jnp.where(batch["mask"][..., None], forces - batch["forces"], 0.0)
        return e_loss + self.force_weight * jnp.mean(f_err ** 2)

    def step(self, params, batch):
        loss, grads = jax.value_and_grad(self.loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads), loss

    def fit(self, params, molecules, epochs):
        batch = jax.tree_util.tree_map(lambda *xs: jnp.stack(xs), *molecules)
        losses = []
        for _ in range(epochs):
            params, loss = self._step(params, batch)
            losses.append(float(loss))
        return params, losses
