from .bernoulli import BernoulliBandit, DriftingBandit

__all__ = ["BernoulliBandit", "DriftingBandit"]
