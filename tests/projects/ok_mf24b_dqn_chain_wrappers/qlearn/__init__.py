from .agents import make_agent
from .config import DQNConfig
from .envs import make_env
from .runner import Runner

__all__ = ["DQNConfig", "Runner", "make_agent", "make_env"]
