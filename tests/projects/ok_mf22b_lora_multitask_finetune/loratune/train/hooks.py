"""Hooks the tuner calls after each step."""
from ..checkpoint import adapter_norm


class PrintLoss:
    def __call__(self, step, loss, params):
        print(f"step {step}: loss {float(loss):.3f}")


class TrackAdapterNorm:
    def __init__(self):
        self.norms = []

    def __call__(self, step, loss, params):
        self.norms.append(adapter_norm(params))
