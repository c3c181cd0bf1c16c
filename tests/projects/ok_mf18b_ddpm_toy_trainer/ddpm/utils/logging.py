"""Host-side metric history; values are fetched after the step returns."""
import time


class MetricLogger:
    def __init__(self, every=10):
        self.every = every
        self.history = {}
        self.start = time.perf_counter()

    def log(self, step, metrics):
        for name, value in metrics.items():
            self.history.setdefault(name, []).append(float(value))
        if step % self.every == 0:
            parts = ", ".join(f"{k}={v[-1]:.4f}" for k, v in self.history.items())
            print(f"[{time.perf_counter() - self.start:6.1f}s] step {step}: {parts}")

    def last(self, name):
        return self.history[name][-1]
