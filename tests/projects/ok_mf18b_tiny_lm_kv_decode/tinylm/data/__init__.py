from .dataset import random_windows
from .tokenizer import CharTokenizer

__all__ = ["CharTokenizer", "random_windows"]
