"""Equations by name: get_equation('burgers', grid, nu=...) builds one."""
from .base import Equation
from .heat import Heat
from .burgers import Burgers

EQUATIONS = {"heat": Heat, "burgers": Burgers}


def get_equation(name, grid, **params):
    return EQUATIONS[name](grid, **params)


__all__ = ["Equation", "Heat", "Burgers", "EQUATIONS", "get_equation"]
