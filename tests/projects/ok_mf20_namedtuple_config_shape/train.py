import jax
import jax.numpy as jnp

import model
from config import ModelConfig


def main():
    cfg = ModelConfig(hidden=8)
    init = jax.jit(model.init_params, static_argnames="cfg")
    params = init(jax.random.key(0), cfg)
    x = jnp.ones((5, cfg.n_in))
    return model.apply(params, x)


if __name__ == "__main__":
    print(main())
