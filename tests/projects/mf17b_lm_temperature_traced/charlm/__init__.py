"""A character-level bigram language model with sampling."""
from .generate import generate
from .model import init_bigram
from .tokenizer import CharTokenizer
