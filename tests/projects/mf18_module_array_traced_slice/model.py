import jax
import jax.numpy as jnp

from posenc import encode


@jax.jit
def embed(w, coords, n_freqs):
    return jnp.tanh(encode.fourier_features(coords, n_freqs) @ w)


def main(n_freqs=4):
    coords = jnp.linspace(0.0, 1.0, 10).reshape(5, 2)
    w = jnp.ones((2 * 2 * n_freqs, 8)) * 0.1
    return embed(w, coords, n_freqs)


if __name__ == "__main__":
    print(main().shape)
