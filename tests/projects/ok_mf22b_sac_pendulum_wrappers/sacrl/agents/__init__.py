from .base import Agent
from .sac import SAC

_AGENTS = {"sac": SAC}


def create(name, **kwargs):
    return _AGENTS[name](**kwargs)


__all__ = ["Agent", "SAC", "create"]
