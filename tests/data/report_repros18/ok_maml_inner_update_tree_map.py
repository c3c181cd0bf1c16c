# Thread: https://github.com/ericjang/maml-jax/pull/3
# Shape: the pull request's change: the MAML inner SGD step uses `jax.tree_util.tree_map`, the direct replacement of the removed `tree_multimap`, under `jit(grad(maml_loss))`
# expect: ok
import jax
import jax.numpy as jnp
from jax import grad, jit


def net_apply(params, x):
    w1, b1, w2, b2 = params
    h = jnp.tanh(x @ w1 + b1)
    return h @ w2 + b2


def loss(params, inputs, targets):
    return jnp.mean((net_apply(params, inputs) - targets) ** 2)


def inner_update(p, x1, y1, alpha=0.1):
    grads = grad(loss)(p, x1, y1)
    inner_sgd_fn = lambda g, state: (state - alpha * g)
    return jax.tree_util.tree_map(inner_sgd_fn, grads, p)


def maml_loss(p, x1, y1, x2, y2):
    p2 = inner_update(p, x1, y1)
    return loss(p2, x2, y2)


k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = (jax.random.normal(k1, (1, 40)) * 0.1, jnp.zeros(40), jax.random.normal(k2, (40, 1)) * 0.1, jnp.zeros(1))
x1 = jnp.linspace(-5, 5, 10)[:, None]
x2 = jnp.linspace(-4, 4, 10)[:, None]
step = jit(grad(maml_loss))
print(jax.tree_util.tree_map(jnp.shape, step(params, x1, jnp.sin(x1), x2, jnp.sin(x2))))
