"""A character-level transformer LM with rotary attention and a key/value-cache decoder."""
from .configs import TRAIN, ModelConfig
from .decoding import generate
from .model import forward, init_params

__all__ = ["ModelConfig", "TRAIN", "forward", "generate", "init_params"]
