from .base import Env, EnvState
from .gridworld import GridWorld
from .wrappers import AutoReset

REGISTRY = {"grid": GridWorld}


def make(name, **kwargs):
    return AutoReset(REGISTRY[name](**kwargs))


__all__ = ["AutoReset", "Env", "EnvState", "GridWorld", "make"]
