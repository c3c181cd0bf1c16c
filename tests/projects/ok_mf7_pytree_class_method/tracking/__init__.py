from .state import GaussianState
from .kalman import predict, update

__all__ = ["GaussianState", "predict", "update"]
