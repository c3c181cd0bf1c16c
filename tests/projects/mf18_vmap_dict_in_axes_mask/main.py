import jax
import jax.numpy as jnp

from data.pipeline import batches, featurize_batch


def main():
    k_tok, k_len = jax.random.split(jax.random.key(0))
    tokens = jax.random.normal(k_tok, (8, 10, 4))
    lengths = jax.random.randint(k_len, (8,), 1, 11)
    return jnp.concatenate([featurize_batch(b) for b in batches(tokens, lengths, 4)])


if __name__ == "__main__":
    print(main().shape)
