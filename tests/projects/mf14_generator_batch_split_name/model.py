import jax
import jax.numpy as jnp


def loss(w, batch):
    logits = batch["x"] @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - batch["y"] * logits)


@jax.jit
def train_step(w, batch):
    return w - 0.1 * jax.grad(loss)(w, batch)
