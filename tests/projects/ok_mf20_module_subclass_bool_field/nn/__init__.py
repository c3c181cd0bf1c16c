from .module import Module
from .layers import Dense, MLP
