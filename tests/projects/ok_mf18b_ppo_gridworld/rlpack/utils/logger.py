"""Host-side bookkeeping of episode returns from rollout batches."""
import numpy as np


class EpisodeTracker:
    def __init__(self, n_envs):
        self.running = np.zeros(n_envs)
        self.finished = []

    def update(self, rewards, dones):
        rewards, dones = np.asarray(rewards), np.asarray(dones)
        for r, d in zip(rewards, dones):
            self.running += r
            for i in np.flatnonzero(d):
                self.finished.append(float(self.running[i]))
                self.running[i] = 0.0

    def mean_return(self, last=20):
        return float(np.mean(self.finished[-last:])) if self.finished else float("nan")


def print_metrics(update, metrics, tracker):
    parts = " ".join(f"{k}={float(v):.3f}" for k, v in sorted(metrics.items()))
    print(f"update {update}: return={tracker.mean_return():.3f} {parts}")
