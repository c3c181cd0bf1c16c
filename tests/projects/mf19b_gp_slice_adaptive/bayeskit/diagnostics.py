"""Effective sample size by the initial positive sequence of autocorrelations (NumPy, after sampling)."""
import numpy as np


def effective_sample_size(chain):
    x = np.asarray(chain, dtype=np.float64)
    x = x - x.mean()
    n = x.shape[0]
    acf = np.correlate(x, x, mode="full")[n - 1:] / (np.arange(n, 0, -1) * x.var() + 1e-12)
    tau = 1.0
    for k in range(1, n // 2):
        if acf[k] < 0.05:
            break
        tau += 2.0 * acf[k]
    return n / tau
