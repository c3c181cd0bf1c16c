from .config import ModelConfig
from . import model
