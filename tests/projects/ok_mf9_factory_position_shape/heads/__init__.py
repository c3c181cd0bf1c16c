from .classifier import LinearHead
