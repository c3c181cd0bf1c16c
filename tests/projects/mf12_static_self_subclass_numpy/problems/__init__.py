from .base import Objective
from .rosen import Rosenbrock
