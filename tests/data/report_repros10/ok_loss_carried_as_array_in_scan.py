# Thread: https://github.com/jax-ml/jax/pull/2602
# Shape: the scan carries the running loss as an array and the float is taken after the scan
# expect: ok
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def train_step(carry, batch):
    w, avg = carry
    loss, g = jax.value_and_grad(loss_fn)(w, *batch)
    avg = 0.9 * avg + 0.1 * loss
    return (w - 0.1 * g, avg), loss


xs = jnp.ones((5, 4, 3))
ys = jnp.ones((5, 4))
(w, avg), losses = jax.lax.scan(train_step, (jnp.zeros(3), jnp.array(0.0)), (xs, ys))
print(float(avg))
