"""banditlab: multi-armed bandit policies and a vectorised experiment runner."""
from .envs import BernoulliBandit
from .experiment import Experiment
from .policies import make_policy

__all__ = ["BernoulliBandit", "Experiment", "make_policy"]
