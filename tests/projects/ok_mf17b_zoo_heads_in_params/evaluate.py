import jax
import jax.numpy as jnp

from zoo import apply_transformer, init_transformer


@jax.jit
def perplexity(params, tokens):
    logits = apply_transformer(params, tokens[:-1])
    logp = jax.nn.log_softmax(logits)
    return jnp.exp(-jnp.mean(jnp.take_along_axis(logp, tokens[1:, None], axis=1)))


def main():
    vocab = 16
    params = init_transformer(jax.random.key(0), vocab)
    sequences = [jnp.arange(24) % vocab, (3 * jnp.arange(24)) % vocab]
    return [float(perplexity(params, seq)) for seq in sequences]


if __name__ == "__main__":
    print(main())
