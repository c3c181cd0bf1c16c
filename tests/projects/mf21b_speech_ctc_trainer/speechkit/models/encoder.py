"""Convolutional CTC encoder: log-mel features -> per-frame token log-probabilities."""
import jax
import jax.numpy as jnp

from ..features import log_mel, spec_augment
from ..losses import ctc_loss
from .layers import Dense, TemporalConv, layer_norm


class Encoder:
    def __init__(self, cfg):
        self.cfg = cfg
        self.convs = []
        n_in = cfg.features.n_mels
        for _ in range(cfg.n_conv_layers):
            self.convs.append(TemporalConv(n_in, cfg.hidden, cfg.kernel_width))
            n_in = cfg.hidden
        self.head = Dense(cfg.hidden, cfg.vocab_size)

    def init(self, key):
        keys = jax.random.split(key, len(self.convs) + 1)
        return {"convs": [c.init(k) for c, k in zip(self.convs, keys[:-1])], "head": self.head.init(keys[-1])}

    def features(self, wave, key=None):
        feats = log_mel(wave, self.cfg.features)
        feats = (feats - feats.mean(0)) / (feats.std(0) + 1e-5)
        if key is not None and self.cfg.augment:
            feats = spec_augment(feats, key, self.cfg.features)
        return feats

    def log_probs(self, params, feats):
        h = feats
        for conv, p in zip(self.convs, params["convs"]):
            h = layer_norm(conv.apply(p, h))
        return jax.nn.log_softmax(self.head.apply(params["head"], h), axis=-1)

    def utterance_loss(self, params, wave, labels, label_length, key):
        logp = self.log_probs(params, self.features(wave, key))
        return ctc_loss(logp, labels, label_length)

    def loss(self, params, batch, key):
        keys = jax.random.split(key, batch["waves"].shape[0])
        per_utt = jax.vmap(self.utterance_loss, in_axes=(None, 0, 0, 0, 0))(
            params, batch["waves"], batch["labels"], batch["label_lengths"], keys)
        return jnp.mean(per_utt)
