import jax
import jax.numpy as jnp

from nn import MLP
from nn.layers import dense


@jax.jit
def evaluate(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


def main():
    k1, k2 = jax.random.split(jax.random.key(0))
    model = MLP([dense(k1, 3, 8), dense(k2, 8, 1, use_bias=False)])
    x = jax.random.normal(jax.random.key(1), (16, 3))
    losses = [evaluate(model, x, jnp.full((16, 1), t)) for t in (0.0, 1.0)]
    return losses


if __name__ == "__main__":
    print(main())
