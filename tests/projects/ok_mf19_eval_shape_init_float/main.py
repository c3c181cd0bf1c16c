import jax

import nets
from shapes import param_count


def main():
    model = nets.MLP([4, 8, 2])
    return param_count(model, jax.random.key(0))


if __name__ == "__main__":
    print(main())
