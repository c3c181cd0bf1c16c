"""Printing metrics every few steps (outside the trace)."""


def make_logger(every=10):
    def log(step, metrics):
        if step % every == 0:
            print(step, {k: float(v) for k, v in metrics.items()})
    return log
