import jax
import jax.numpy as jnp

from graphnet import forward, from_edges, init_model


def loss_fn(params, graph, target):
    return jnp.sum((forward(params, graph) - target) ** 2)


@jax.jit
def update(params, graph, target, lr=0.01):
    loss, grads = jax.value_and_grad(loss_fn)(params, graph, target)
    return [p - lr * g for p, g in zip(params, grads)], loss


def main():
    k_nodes, k_params = jax.random.split(jax.random.key(0))
    graph = from_edges(jax.random.normal(k_nodes, (5, 4)), [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)])
    params = init_model(k_params, [4, 8, 2])
    for _ in range(3):
        params, loss = update(params, graph, jnp.array([1.0, -1.0]))
    return float(loss)


if __name__ == "__main__":
    print(main())
