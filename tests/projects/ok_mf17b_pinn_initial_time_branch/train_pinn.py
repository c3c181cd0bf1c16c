import jax
import jax.numpy as jnp

from pinn import init_mlp, pinn_loss


def main(steps=3, lr=1e-3):
    k_x, k_t, k_p = jax.random.split(jax.random.key(0), 3)
    xs = jax.random.uniform(k_x, (32,))
    ts = jnp.concatenate([jnp.zeros(8), jax.random.uniform(k_t, (24,))])
    params = init_mlp(k_p, [2, 16, 16, 1])
    grad_fn = jax.value_and_grad(pinn_loss)
    for _ in range(steps):
        loss, grads = grad_fn(params, xs, ts)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return float(loss)


if __name__ == "__main__":
    print(main())
