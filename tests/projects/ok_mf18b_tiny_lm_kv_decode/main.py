"""Train the tiny LM for a few steps, evaluate, and sample a continuation."""
from functools import partial

import jax
import jax.numpy as jnp
import optax

from tinylm import TRAIN, ModelConfig, forward, generate, init_params
from tinylm.configs import CORPUS
from tinylm.data import CharTokenizer, random_windows
from tinylm.utils import format_metrics, perplexity, token_accuracy


def cross_entropy(params, x, y, cfg):
    logits, _ = forward(params, x, cfg)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def make_steps(cfg, optimizer):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(cross_entropy)(params, x, y, cfg)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @partial(jax.jit, static_argnames="cfg")
    def eval_step(params, x, y, cfg):
        logits, _ = forward(params, x, cfg)
        nll = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return {"nll": nll, "ppl": perplexity(nll), "acc": token_accuracy(logits, y)}

    return train_step, eval_step


def main():
    tok = CharTokenizer(CORPUS)
    cfg = ModelConfig(vocab_size=tok.vocab_size)
    ids = tok.encode(CORPUS)
    params = init_params(jax.random.key(TRAIN["seed"]), cfg)
    optimizer = optax.adamw(TRAIN["lr"])
    opt_state = optimizer.init(params)
    train_step, eval_step = make_steps(cfg, optimizer)
    data = random_windows(ids, TRAIN["seq_len"], TRAIN["batch_size"], TRAIN["seed"])
    for step in range(1, TRAIN["n_steps"] + 1):
        x, y = next(data)
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % TRAIN["eval_every"] == 0:
            x, y = next(data)
            print(format_metrics(step, eval_step(params, x, y, cfg)))
    prompt = jnp.asarray(tok.encode("the quick"))[None]
    out = generate(params, prompt, cfg, 12, jax.random.key(1))
    text = tok.decode(out[0])
    assert text.startswith("the quick") and len(text) == 21
    return text


if __name__ == "__main__":
    main()
