from .base import TrajectorySolver
from .random_shooting import RandomShooting
from .shooting import GradientShooting

SOLVERS = {"shooting": GradientShooting, "random": RandomShooting}


def make_solver(settings):
    return SOLVERS[settings["solver"]](iters=settings["iters"])


__all__ = ["SOLVERS", "TrajectorySolver", "make_solver"]
