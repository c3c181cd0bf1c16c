"""Strategies by name."""
from .base import Strategy
from .cem import CEM
from .open_es import OpenES
from .snes import SNES

STRATEGIES = {"open_es": OpenES, "snes": SNES, "cem": CEM}


def make_strategy(name, dim, popsize, **kwargs):
    return STRATEGIES[name](dim=dim, popsize=popsize, **kwargs)


__all__ = ["Strategy", "CEM", "OpenES", "SNES", "STRATEGIES", "make_strategy"]
