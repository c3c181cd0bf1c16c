import jax


def init_bigram(key, vocab_size):
    return {"table": jax.random.normal(key, (vocab_size, vocab_size))}


def next_logits(params, token):
    return params["table"][token]
