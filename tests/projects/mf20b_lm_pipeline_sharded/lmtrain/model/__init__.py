from .layers import Dense, Embedding, LayerNorm
from .transformer import Block, TransformerLM

__all__ = ["Dense", "Embedding", "LayerNorm", "Block", "TransformerLM"]
