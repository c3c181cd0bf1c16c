from .embed import PositionalEmbedder
