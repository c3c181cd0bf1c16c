import jax.numpy as jnp

import config
from model import forward


def main():
    cfg = config.load("small")
    params = [jnp.eye(cfg["width"]) * 0.5 for _ in range(cfg["depth"])]
    return forward(params, jnp.ones((2, cfg["width"])), cfg=cfg)  # expect: JAX810


if __name__ == "__main__":
    print(main())
