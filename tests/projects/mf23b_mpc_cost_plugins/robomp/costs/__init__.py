"""Cost plugins by name; the loaded plugins are summed."""
from .obstacle import ObstacleBarrier
from .quadratic import ControlEffort, QuadraticTracking

COSTS = {"quadratic": QuadraticTracking, "effort": ControlEffort, "obstacle": ObstacleBarrier}


class CostSum:
    def __init__(self, terms):
        self.terms = list(terms)

    def stage(self, model, x, u):
        return sum(term.stage(model, x, u) for term in self.terms)

    def terminal(self, model, x):
        return sum(term.terminal(model, x) for term in self.terms)


def load_costs(names, **options):
    return CostSum(COSTS[name].from_options(options) for name in names)


__all__ = ["COSTS", "CostSum", "load_costs"]
