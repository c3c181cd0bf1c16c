from .base import Integrator
from .euler import Euler
from .heun import Heun
