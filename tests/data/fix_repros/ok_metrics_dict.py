"""Correct: item assignment on a dict of metrics inside jit.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def metrics_of(x):
    metrics = {}
    for k in ("mean", "max"):
        metrics[k] = getattr(jnp, k)(x)
    metrics["range"] = metrics["max"] - jnp.min(x)
    return metrics


def main():
    return metrics_of(jnp.array([1.0, 5.0, 3.0]))
