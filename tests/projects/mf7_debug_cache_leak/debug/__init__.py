from .cache import ACTIVATIONS, record
