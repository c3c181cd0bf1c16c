from .linear import Linear
from .mlp import MLP


def get_model(name, width=4):
    if name == "mlp":
        return MLP(width)
    if name == "linear":
        return Linear(width)
    raise ValueError(name)
