# Thread: https://github.com/jax-ml/jax/pull/2602
# Shape: the step returns the loss array and the Python float is taken outside the jit
# expect: ok
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def step(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    return w - 0.1 * g, loss


avg = 0.0
w = jnp.zeros(3)
for _ in range(3):
    w, loss = step(w, jnp.ones((4, 3)), jnp.ones(4))
    avg = 0.9 * avg + 0.1 * float(loss)
print(avg)
