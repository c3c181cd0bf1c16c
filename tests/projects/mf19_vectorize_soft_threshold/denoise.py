import jax.numpy as jnp

from ops import shrink


def main():
    signal = jnp.linspace(-2.0, 2.0, 9)
    return shrink(signal, 0.5)


if __name__ == "__main__":
    print(main())
