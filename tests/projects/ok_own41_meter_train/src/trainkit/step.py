import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def make_train_step(meter, lr):
    @jax.jit
    def train_step(w, x, y):
        loss, g = jax.value_and_grad(loss_fn)(w, x, y)
        return w - lr * g, loss

    def step(w, x, y):
        w, loss = train_step(w, x, y)
        meter.update(loss)
        return w

    return step
