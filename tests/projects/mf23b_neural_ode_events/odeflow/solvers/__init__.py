from .base import SOLVERS, Solver, make_solver, register_solver
from . import adaptive, explicit  # noqa: F401  (fill SOLVERS)

__all__ = ["SOLVERS", "Solver", "make_solver", "register_solver"]
