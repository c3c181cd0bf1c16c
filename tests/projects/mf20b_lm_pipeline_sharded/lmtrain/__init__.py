"""A small language-model training package: tokenizer, packed data, transformer, trainer."""
from .config import LMConfig, OptimConfig
from .tokenizer import ByteTokenizer
from .model import TransformerLM
from .train import Trainer

__all__ = ["LMConfig", "OptimConfig", "ByteTokenizer", "TransformerLM", "Trainer"]
