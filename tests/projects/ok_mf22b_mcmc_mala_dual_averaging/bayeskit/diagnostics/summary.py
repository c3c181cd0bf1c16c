"""Split R-hat and a crude effective sample size, computed on the drawn samples with numpy."""
import numpy as np


def split_rhat(x):
    chains, draws = x.shape
    half = draws // 2
    parts = np.concatenate([x[:, :half], x[:, half:2 * half]], axis=0)
    within = parts.var(axis=1, ddof=1).mean()
    between = half * parts.mean(axis=1).var(ddof=1)
    var = (half - 1) / half * within + between / half
    return float(np.sqrt(var / max(within, 1e-12)))


def effective_sample_size(x):
    chains, draws = x.shape
    centred = x - x.mean(axis=1, keepdims=True)
    acov = np.mean(centred[:, 1:] * centred[:, :-1]) / max(np.mean(centred ** 2), 1e-12)
    return float(chains * draws * (1 - acov) / (1 + acov))


def summary(samples):
    positions = np.asarray(samples["positions"])
    first = positions[..., 0]
    return {"rhat": split_rhat(first), "ess": effective_sample_size(first),
            "accept": float(np.mean(samples["accept"])), "step_size": float(np.mean(samples["step_size"]))}
