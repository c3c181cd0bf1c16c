"""PPO on a hand-written, fully jittable grid world."""
from .config import PPOConfig, load_config
from .gae import compute_gae
from .rollout import Transition, collect

__all__ = ["PPOConfig", "Transition", "collect", "compute_gae", "load_config"]
