import argparse

import jax
import jax.numpy as jnp

import zoo


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="linear")
    parser.add_argument("--depth", type=int, default=2)
    args = parser.parse_args(argv)
    kwargs = {"depth": args.depth} if args.model == "mlp" else {}
    model = zoo.get_model(args.model, **kwargs)
    params = model.init(jax.random.PRNGKey(0), 3)
    forward = jax.jit(model.apply)
    out = forward(params, jnp.ones((2, 3)))
    print(out.shape)
    return out


if __name__ == "__main__":
    main()
