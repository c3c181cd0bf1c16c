from .registry import MODELS, get_model
from .mlp import MLP
from .linear import Linear
