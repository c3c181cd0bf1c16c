import jax
import numpy as np
import optax

from gpt import GPTConfig, init_params
from gpt.data import TEXT, encode, get_batch
from gpt.schedule import make_schedule
from gpt.train_lib import make_train_step, sample


def main():
    data, vocab = encode(TEXT)
    cfg = GPTConfig(vocab_size=vocab)
    key = jax.random.key(0)
    key, init_key = jax.random.split(key)
    params = init_params(init_key, cfg)
    tx = optax.adamw(make_schedule(cfg))
    opt_state = tx.init(params)
    step = make_train_step(cfg, tx)
    rng = np.random.default_rng(0)
    for i in range(3):
        x, y = get_batch(rng, data, 8, cfg.block_size)
        key, sub = jax.random.split(key)
        params, opt_state, loss = step(params, opt_state, x, y, sub)
    key, sub = jax.random.split(key)
    return loss, sample(params, cfg, data[:8], 3, sub)


if __name__ == "__main__":
    print(main())
