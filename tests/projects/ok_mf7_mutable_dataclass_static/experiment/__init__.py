from .config import ModelConfig, load_config
