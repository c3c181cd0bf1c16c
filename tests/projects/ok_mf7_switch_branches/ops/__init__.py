from .branches import BRANCHES, identity, keep_positive, soft_sign

__all__ = ["BRANCHES", "identity", "keep_positive", "soft_sign"]
