from .dual_averaging import DualAveraging

__all__ = ["DualAveraging"]
