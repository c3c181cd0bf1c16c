from .base import Module
from .gated import Gated
