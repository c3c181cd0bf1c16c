import jax

import vae

loss_and_grad = jax.jit(jax.value_and_grad(vae.negative_elbo))


def main(steps=5, lr=1e-2):
    k_data, k_init, key = jax.random.split(jax.random.key(0), 3)
    data = jax.random.normal(k_data, (64, 10))
    params = vae.init_vae(k_init, 10, 16, 2)
    for _ in range(steps):
        key, k_step = jax.random.split(key)
        loss, grads = loss_and_grad(params, k_step, data)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return float(loss)


if __name__ == "__main__":
    print(main())
