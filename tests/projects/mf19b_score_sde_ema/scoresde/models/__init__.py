"""Score networks by name."""
from .mlp import MLPScore
from .resmlp import ResMLPScore

_MODELS = {"mlp": MLPScore, "resmlp": ResMLPScore}


def build_model(name, **kwargs):
    return _MODELS[name](**kwargs)
