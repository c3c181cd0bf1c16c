from .layers import stack
