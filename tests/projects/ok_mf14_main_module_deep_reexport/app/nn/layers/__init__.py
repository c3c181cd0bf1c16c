from .dense import dense_softplus as linear

__all__ = ["linear"]
