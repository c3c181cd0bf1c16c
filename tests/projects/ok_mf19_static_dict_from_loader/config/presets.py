BASE = {"depth": 2, "activation": "tanh"}
SIZES = {"small": {"width": 8}, "large": {"width": 64}}


def load(name):
    return dict(BASE, **SIZES[name])
