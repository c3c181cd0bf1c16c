STATS = {"mean": 0.0, "std": 1.0}


def fit(x):
    STATS["mean"] = float(x.mean())
    STATS["std"] = float(x.std()) + 1e-6


def normalize(x):
    return (x - STATS["mean"]) / STATS["std"]  # expect: JAX303
