"""Tabular RL toys: environments, agents and a scanned rollout."""
from .agents import EpsilonGreedy
from .envs import Chain
from .rollout import rollout
