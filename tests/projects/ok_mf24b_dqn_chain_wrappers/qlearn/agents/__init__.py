"""Agents register themselves by a class keyword."""
from .base import AGENTS
from . import dqn  # noqa: F401  (registers dqn, double_dqn)


def make_agent(name, num_actions, obs_dim, cfg):
    return AGENTS[name](num_actions, obs_dim, cfg)
