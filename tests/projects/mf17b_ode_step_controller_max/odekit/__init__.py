"""Adaptive explicit ODE integration: tableaus, a step-size controller, a while_loop driver."""
from .integrate import integrate
