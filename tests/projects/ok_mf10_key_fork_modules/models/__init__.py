from .linear import init_linear
