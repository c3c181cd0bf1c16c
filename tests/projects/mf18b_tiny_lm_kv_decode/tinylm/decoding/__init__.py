from .generate import generate, sample_token

__all__ = ["generate", "sample_token"]
