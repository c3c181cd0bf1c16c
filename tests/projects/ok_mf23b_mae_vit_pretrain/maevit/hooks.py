"""Callbacks the trainer calls after each step with the step number and the loss."""
import math


class LossLogger:
    def __init__(self, every=10):
        self.every = every

    def __call__(self, step, loss):
        if step % self.every == 0:
            print(f"step {step}: {float(loss):.4f}")


class NaNGuard:
    def __call__(self, step, loss):
        if math.isnan(float(loss)):
            raise FloatingPointError(f"loss is NaN at step {step}")
