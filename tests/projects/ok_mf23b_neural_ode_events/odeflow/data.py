"""A damped spiral sampled at n times (numpy: built once, outside any transform)."""
import numpy as np


def spiral(n=16, t_max=3.0, decay=0.3):
    ts = np.linspace(0.0, t_max, n, dtype=np.float32)
    ys = np.stack([np.exp(-decay * ts) * np.cos(2 * ts), np.exp(-decay * ts) * np.sin(2 * ts)], axis=1)
    return ts, ys.astype(np.float32)
