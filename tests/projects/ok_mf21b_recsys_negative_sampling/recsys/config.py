"""Default experiment configuration."""
from .configdict import ConfigDict


def get_config():
    return ConfigDict({
        "data": {"n_users": 48, "n_items": 64, "per_user": 6},
        "model": {"name": "mf", "dim": 16, "tower_widths": (32, 16), "activation": "gelu",
                  "min_scale": 0.5},
        "train": {"steps": 30, "batch_size": 32, "n_negatives": 4, "lr": 0.05, "l2": 1e-4,
                  "sampler": "uniform"},
        "eval": {"k": 10},
    })
