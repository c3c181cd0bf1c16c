"""Query groups: each row a candidate with raw features, a relevance label and a padding mask."""
from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    price: np.ndarray
    user: np.ndarray
    item: np.ndarray
    labels: np.ndarray
    mask: np.ndarray


def make_groups(rng, groups, per_group, vocab):
    shape = (groups, per_group)
    item = vocab.encode(rng.integers(0, 50, size=shape))
    labels = (rng.random(shape) < 0.3).astype(np.float32)
    mask = np.ones(shape, np.float32)
    mask[:, -1] = 0.0
    return Batch(rng.normal(10.0, 5.0, shape).astype(np.float32), rng.integers(0, 10_000, size=shape),
                 item, labels, mask)
