import jax
import jax.numpy as jnp


def train_step(carry, batch, lr=0.1):
    w, count = carry
    x, y = batch
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    if count % 2 == 0:  # expect: JAX101
        print("loss", loss)  # expect: JAX302
    return (w - lr * g, count + 1), loss
