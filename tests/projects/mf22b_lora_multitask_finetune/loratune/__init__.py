"""Tokenizer, a tiny transformer LM with LoRA adapters, a fine-tuning loop and checkpoint helpers."""
from .config import LoRAConfig, TrainConfig
from .nn.transformer import TinyLM
from .tokenizer import CharTokenizer

__all__ = ["LoRAConfig", "TrainConfig", "TinyLM", "CharTokenizer"]
