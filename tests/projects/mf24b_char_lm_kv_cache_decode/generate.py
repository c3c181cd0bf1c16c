"""Train a tiny character LM for a few steps, then decode with a KV cache."""
import argparse

import jax

from tinylm import CharTokenizer, Decoder, Trainer, TransformerLM, get_config, get_sampler
from tinylm.data import CORPUS, batches


def parse(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--prompt", default="the")
    parser.add_argument("--tokens", type=int, default=8)
    parser.add_argument("--sampler", default="greedy")
    parser.add_argument("--steps", type=int, default=3)
    args = parser.parse_args(argv)
    cfg = get_config()
    cfg.decode.sampler = args.sampler
    cfg.decode.max_new = args.tokens
    cfg.train.steps = args.steps
    return cfg, args.prompt


def main(argv=None):
    cfg, prompt = parse(argv)
    tokenizer = CharTokenizer.fit(CORPUS)
    cfg.model.vocab = tokenizer.size
    model = TransformerLM(cfg.model)
    params = model.init(jax.random.PRNGKey(0))
    trainer = Trainer(cfg.train)
    params = trainer.fit(model.loss, params, batches(tokenizer, cfg.train.seq_len, cfg.train.batch))
    decoder = Decoder(model, get_sampler(cfg.decode.sampler), cfg.decode)
    out = decoder.generate(params, tokenizer.encode(prompt), jax.random.PRNGKey(1))
    print(repr(tokenizer.decode(out)))
