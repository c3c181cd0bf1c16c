"""Evolution strategies with ask/tell interfaces, run by a jitted generation loop."""
from .config import ESConfig
from .strategies import STRATEGIES, make_strategy
from .runner import ESRunner

__all__ = ["ESConfig", "STRATEGIES", "make_strategy", "ESRunner"]
