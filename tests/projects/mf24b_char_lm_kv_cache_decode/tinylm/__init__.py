from .config import get_config
from .decoding import Decoder, get_sampler
from .model import TransformerLM
from .tokenizer import CharTokenizer
from .train import Trainer

__all__ = ["CharTokenizer", "Decoder", "Trainer", "TransformerLM", "get_config", "get_sampler"]
