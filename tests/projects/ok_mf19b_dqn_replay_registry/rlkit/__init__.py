"""A small RL kit: functional environments, replay buffers and agents, looked up by name."""
from .registry import make_agent, make_env

__all__ = ["make_agent", "make_env"]
