from .classification import accuracy, has_nan

__all__ = ["accuracy", "has_nan"]
