from .banana import Banana
from .funnel import Funnel

TARGETS = {"banana": Banana, "funnel": Funnel}

__all__ = ["Banana", "Funnel", "TARGETS"]
