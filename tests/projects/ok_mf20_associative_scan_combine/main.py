import jax
import jax.numpy as jnp

from recurrence import linear_recurrence


def main():
    decay = jnp.full((8,), 0.9)
    inputs = jnp.arange(8.0)
    return jax.jit(linear_recurrence)(decay, inputs)


if __name__ == "__main__":
    print(main())
