import jax
import jax.numpy as jnp

from trainer import Trainer


def main():
    x = jax.random.normal(jax.random.key(0), (32, 4))
    y = x @ jnp.arange(4.0)
    return Trainer(lr=0.1).fit(jnp.zeros(4), x, y, steps=5)


if __name__ == "__main__":
    print(main())
