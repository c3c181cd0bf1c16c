import jax
import jax.numpy as jnp

from model import MLP


def main():
    params = MLP.init(jax.random.key(0), 8)
    x = jnp.ones((4, 8))
    for _ in range(2):
        x = MLP.forward(params, x)
    return x


if __name__ == "__main__":
    print(main())
