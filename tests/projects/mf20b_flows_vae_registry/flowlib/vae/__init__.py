from .model import VAE

__all__ = ["VAE"]
