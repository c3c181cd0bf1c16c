import jax
import jax.numpy as jnp

from gnn.graph import ring
from gnn.model import forward, init_model


def loss_fn(params, graph, target):
    return jnp.sum((forward(params, graph) - target) ** 2)


@jax.jit
def train_step(params, graph, target):
    loss, grads = jax.value_and_grad(loss_fn)(params, graph, target)
    return jax.tree.map(lambda p, g: p - 0.05 * g, params, grads), loss


def main():
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    graph = ring(6, jax.random.normal(k1, (6, 3)))
    params = init_model(k2, [3, 8, 2])
    target = jnp.array([0.5, -0.5])
    for _ in range(3):
        params, loss = train_step(params, graph, target)
    return float(loss)
