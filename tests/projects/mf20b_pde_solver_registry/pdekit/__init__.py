"""Finite-difference solvers for 1-D evolution equations."""
from .grid import Grid
from .equations import get_equation, EQUATIONS
from .solver import Solver, SolverConfig

__all__ = ["Grid", "get_equation", "EQUATIONS", "Solver", "SolverConfig"]
