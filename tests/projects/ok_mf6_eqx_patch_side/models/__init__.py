from .patch import PatchEmbed
from .head import Head
from .vit import TinyViT

__all__ = ["PatchEmbed", "Head", "TinyViT"]
