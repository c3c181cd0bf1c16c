import jax
import jax.numpy as jnp

from lib import net


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (3, 8)), "w2": jax.random.normal(k2, (8, 1))}
    x = jax.random.normal(k3, (32, 3))
    y = jnp.sum(x, axis=1, keepdims=True)
    grad_fn = jax.jit(jax.grad(net.loss))
    for _ in range(5):
        g = grad_fn(params, x, y)
        params = jax.tree.map(lambda p, d: p - 0.1 * d, params, g)
    print(float(net.loss(params, x, y)))
    return params


if __name__ == "__main__":
    main()
