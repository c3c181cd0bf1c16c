import jax
import jax.numpy as jnp

import optim
from trainer import make_train_step


def main():
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)}
    opt = optim.sgd_warmup(0.1, warmup=5)
    opt_state = opt.init(params)
    step = make_train_step(opt)
    x = jax.random.normal(jax.random.key(0), (16, 3))
    y = x.sum(axis=1, keepdims=True)
    for _ in range(10):
        params, opt_state, loss = step(params, opt_state, x, y)
    return loss


if __name__ == "__main__":
    print(main())
