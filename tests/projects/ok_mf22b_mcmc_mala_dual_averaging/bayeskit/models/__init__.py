from .hierarchical import HierarchicalNormal
from .logistic import LogisticRegression

__all__ = ["HierarchicalNormal", "LogisticRegression"]
