from .norm import layer_norm
