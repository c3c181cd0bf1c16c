from . import mlp  # noqa: F401  (registers "mlp")
from .registry import MODELS


def build(name, **kwargs):
    return MODELS[name](**kwargs)
