import jax
import jax.numpy as jnp

from experiment import Experiment


def main():
    exp = Experiment()
    logits = jnp.linspace(-1.0, 1.0, 12).reshape(3, 4)
    return jax.vmap(exp.scorer.score)(logits)


if __name__ == "__main__":
    print(main())
