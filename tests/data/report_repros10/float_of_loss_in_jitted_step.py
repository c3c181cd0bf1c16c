# Thread: https://github.com/jax-ml/jax/pull/2602
# Shape: a jitted training step converts its loss to a Python float for a running average
# expect: ConcretizationTypeError at line 15
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def step(w, x, y, avg):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    avg = 0.9 * avg + 0.1 * float(loss)
    return w - 0.1 * g, avg


w, avg = step(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4), 0.0)
print(avg)
