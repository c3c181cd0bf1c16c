"""Model-predictive control: dynamics models, cost plugins, trajectory optimisers, an MPC loop."""
from .costs import COSTS, load_costs
from .dynamics import DYNAMICS, make_dynamics
from .mpc import MPC
from .solvers import SOLVERS, make_solver

__all__ = ["COSTS", "DYNAMICS", "MPC", "SOLVERS", "load_costs", "make_dynamics", "make_solver"]
