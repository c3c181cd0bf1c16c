"""Robots by the name the settings give."""
from .base import DynamicsModel, SaturationMixin
from .cartpole import CartPole
from .pendulum import Pendulum

DYNAMICS = {"pendulum": Pendulum, "cartpole": CartPole}


def make_dynamics(settings):
    return DYNAMICS[settings["robot"]](dt=settings["dt"], u_max=settings["u_max"])


__all__ = ["DYNAMICS", "DynamicsModel", "SaturationMixin", "make_dynamics"]
