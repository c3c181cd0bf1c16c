from .model import MLP, init_mlp
from .train import make_step
