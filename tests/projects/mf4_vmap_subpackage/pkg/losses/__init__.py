from .core import hinge
