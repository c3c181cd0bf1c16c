from .adam import Adam
from .sgd import SGD

__all__ = ["Adam", "SGD"]
