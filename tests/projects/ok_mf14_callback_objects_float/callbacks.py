"""Hooks the trainer runs on every step's metrics."""
import jax.numpy as jnp


class GradNormMonitor:
    def __init__(self, limit):
        self.limit = limit

    def on_step(self, metrics):
        metrics["grad_ok"] = metrics["grad_norm"] < self.limit
        return metrics


class LossLogger:
    def __init__(self, every):
        self.every = every

    def on_step(self, metrics):
        metrics["loss_value"] = metrics["loss"].astype(jnp.float32)
        return metrics


def default_callbacks():
    return [GradNormMonitor(10.0), LossLogger(every=5)]


def summary(metrics):
    return {k: jnp.asarray(v) for k, v in metrics.items()}
