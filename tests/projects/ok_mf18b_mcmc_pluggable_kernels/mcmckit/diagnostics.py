"""Convergence diagnostics on the host: split R-hat and autocorrelation ESS (NumPy)."""
import numpy as np


def split_rhat(samples):
    """samples: [chains, draws, dim]."""
    x = np.asarray(samples)
    half = x.shape[1] // 2
    x = np.concatenate([x[:, :half], x[:, half:2 * half]], axis=0)
    n = x.shape[1]
    chain_means = x.mean(axis=1)
    within = x.var(axis=1, ddof=1).mean(axis=0)
    between = n * chain_means.var(axis=0, ddof=1)
    var_hat = (n - 1) / n * within + between / n
    return np.sqrt(var_hat / within)


def effective_sample_size(samples, max_lag=50):
    x = np.asarray(samples)
    chains, n, dim = x.shape
    centred = x - x.mean(axis=1, keepdims=True)
    var = (centred ** 2).mean(axis=(0, 1))
    ess = np.empty(dim)
    for d in range(dim):
        rho_sum = 0.0
        for lag in range(1, min(max_lag, n - 1)):
            rho = (centred[:, lag:, d] * centred[:, :-lag, d]).mean() / var[d]
            if rho < 0.05:
                break
            rho_sum += rho
        ess[d] = chains * n / (1 + 2 * rho_sum)
    return ess
