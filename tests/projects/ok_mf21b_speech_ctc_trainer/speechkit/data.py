"""Synthetic utterances: each token is a short sine tone at its own pitch."""
import jax
import jax.numpy as jnp
import numpy as np


def synth_utterance(tokens, n_samples, sample_rate, rng):
    """Waveform where token k is a tone of 300 + 250*k Hz over an equal share of the clip."""
    wave = np.zeros(n_samples, dtype=np.float32)
    seg = n_samples // max(len(tokens), 1)
    t = np.arange(seg) / sample_rate
    for i, tok in enumerate(tokens):
        wave[i * seg:(i + 1) * seg] = np.sin(2 * np.pi * (300 + 250 * tok) * t)
    return wave + 0.05 * rng.standard_normal(n_samples).astype(np.float32)


def build_batches(cfg, n_batches, key):
    """A list of dict batches with waves, padded labels and label lengths."""
    seed = int(jax.random.randint(key, (), 0, 2**16))
    rng = np.random.default_rng(seed)
    batches = []
    for _ in range(n_batches):
        waves, labels, lengths = [], [], []
        for _ in range(cfg.batch_size):
            n = int(rng.integers(2, cfg.max_label_len + 1))
            toks = rng.integers(1, cfg.vocab_size, size=n)
            waves.append(synth_utterance(toks, cfg.n_samples, cfg.features.sample_rate, rng))
            padded = np.zeros(cfg.max_label_len, dtype=np.int32)
            padded[:n] = toks
            labels.append(padded)
            lengths.append(n)
        batches.append({
            "waves": jnp.asarray(np.stack(waves)),
            "labels": jnp.asarray(np.stack(labels)),
            "label_lengths": jnp.asarray(lengths, dtype=jnp.int32),
        })
    return batches
