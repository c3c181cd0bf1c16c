from .resnet import resnet_tiny
from .vit import vit_tiny

__all__ = ["resnet_tiny", "vit_tiny"]
