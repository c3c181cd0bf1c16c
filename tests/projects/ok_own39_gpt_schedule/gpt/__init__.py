from .config import GPTConfig
from .model import init_params, forward
