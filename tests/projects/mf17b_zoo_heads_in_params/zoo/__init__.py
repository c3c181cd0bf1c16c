"""A small model zoo: layers in zoo.layers, assembled models in zoo.models."""
from .models.transformer import apply_transformer, init_transformer
