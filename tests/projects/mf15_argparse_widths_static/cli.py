import argparse

import jax
import jax.numpy as jnp

import model


def parse(argv=None):
    parser = argparse.ArgumentParser(description="Train a small MLP.")
    parser.add_argument("--widths", type=int, nargs="+", default=[16, 16])
    parser.add_argument("--steps", type=int, default=10)
    return parser.parse_args(argv)


def main(argv=None):
    args = parse(argv)
    params = model.init(jax.random.key(0), 3, args.widths)
    x = jnp.ones((5, 3))
    for _ in range(args.steps):
        out = model.forward(params, x, args.widths)  # expect: JAX810
    return out


if __name__ == "__main__":
    main()
