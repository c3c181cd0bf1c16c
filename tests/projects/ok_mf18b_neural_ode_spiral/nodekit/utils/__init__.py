from .checkpoint import load_params, save_params
from .logging import get_logger

__all__ = ["get_logger", "load_params", "save_params"]
