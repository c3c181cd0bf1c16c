import jax
import jax.numpy as jnp

from nets import RNN, GRUCell


def main():
    cell = GRUCell(hidden=6)
    model = RNN(cell)
    params = cell.init(jax.random.key(0), 3)
    xs = jnp.ones((10, 3))
    return model(params, xs)


if __name__ == "__main__":
    print(main())
