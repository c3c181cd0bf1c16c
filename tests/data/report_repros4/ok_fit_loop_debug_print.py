# Thread: https://github.com/google/flax/issues/4085
# Shape: the jitted training loop reports the loss with jax.debug.print
# expect: ok
import jax
import jax.numpy as jnp


def loss_fn(w, X, y):
    return jnp.mean((X @ w - y) ** 2)


def train(w, X, y):
    loss, g = jax.value_and_grad(loss_fn)(w, X, y)
    return w - 0.1 * g, loss


@jax.jit
def fit(w, X, y):
    for i in range(300):
        w, loss = train(w, X, y)
        if i % 100 == 0:
            jax.debug.print("loss {}", loss)
    return w


w = fit(jnp.zeros(3), jnp.ones((5, 3)), jnp.ones(5))
