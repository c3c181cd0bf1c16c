# Thread: https://github.com/QuantEcon/lecture-python.myst/issues/213
# Shape: the lecture's small network trains layer by layer: the parameter list is a Python list of (W, b) pairs and the jitted update writes a step into one layer's bias with `jax.ops.index_add` (removed in JAX 0.3.2)
# expect: AttributeError at line 25
import jax
import jax.numpy as jnp


def init_params(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [(jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n)) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def predict(params, x):
    for W, b in params[:-1]:
        x = jnp.tanh(x @ W + b)
    W, b = params[-1]
    return x @ W + b


@jax.jit
def update(params, x, y, lr=0.1):
    grads = jax.grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    new_params = []
    for (W, b), (dW, db) in zip(params, grads):
        new_params.append((W - lr * dW, jax.ops.index_add(b, 0, -lr * db[0])))
    return new_params


params = init_params(jax.random.key(0), [1, 8, 1])
x = jnp.linspace(-1, 1, 32)[:, None]
for _ in range(3):
    params = update(params, x, jnp.sin(3 * x))
print(predict(params, x)[:2])
