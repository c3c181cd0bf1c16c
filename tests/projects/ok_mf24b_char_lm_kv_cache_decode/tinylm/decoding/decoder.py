"""Prefill the prompt token by token, then sample, reusing each layer's KV cache."""
import functools

import jax
import jax.numpy as jnp


class Decoder:
    def __init__(self, model, sample_fn, cfg):
        self.model, self.sample_fn, self.cfg = model, sample_fn, cfg
        self._step = jax.jit(self.step)

    def step(self, params, caches, token, pos, key, temperature):
        logits, caches = self.model.decode(params, token, pos, caches)
        pick = functools.partial(self.sample_fn, top_k=self.cfg.top_k)
        return pick(key, logits, temperature), caches

    def generate(self, params, prompt, key):
        caches = self.model.empty_cache()
        temperature = jnp.asarray(self.cfg.temperature)
        token = jnp.asarray(prompt[0])
        out = list(prompt)
        for pos in range(len(prompt) + self.cfg.max_new - 1):
            key, sub = jax.random.split(key)
            nxt, caches = self._step(params, caches, token, pos, sub, temperature)
            if pos + 1 < len(prompt):
                token = jnp.asarray(prompt[pos + 1])
            else:
                token = nxt
                out.append(int(nxt))
        return out
