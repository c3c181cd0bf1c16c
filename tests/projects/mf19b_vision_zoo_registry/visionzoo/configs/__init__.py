from .resnet import ResNetConfig
from .vit import ViTConfig

__all__ = ["ResNetConfig", "ViTConfig"]
