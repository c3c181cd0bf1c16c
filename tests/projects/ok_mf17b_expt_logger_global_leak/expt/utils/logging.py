"""A process-wide scalar logger (the experiment writes its curves from here at the end)."""
import numpy as np

_RECORDS = []


def log_scalar(name, value):
    _RECORDS.append((name, value))


def summary():
    names = sorted({name for name, _ in _RECORDS})
    return {name: float(np.mean([v for n, v in _RECORDS if n == name])) for name in names}
