from .lax_friedrichs import LaxFriedrichs
from .upwind import Upwind
