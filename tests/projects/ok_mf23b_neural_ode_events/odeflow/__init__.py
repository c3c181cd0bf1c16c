"""Neural ODEs: vector fields, fixed and adaptive solvers, events, checkpointed gradients, a trainer."""
from .fields import make_field
from .model import NeuralODE
from .solvers import SOLVERS, Solver, make_solver
from .train.trainer import Trainer

__all__ = ["NeuralODE", "SOLVERS", "Solver", "Trainer", "make_field", "make_solver"]
