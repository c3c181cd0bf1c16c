from ..operators import d2_central
from .base import Equation


class Heat(Equation):
    def rhs(self, u_pad):
        return self.nu * d2_central(u_pad, self.grid.dx)
