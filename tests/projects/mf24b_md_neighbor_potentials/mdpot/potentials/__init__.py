"""Pair potentials loaded by name and summed."""
from .base import SumPotential
from .lj import LennardJones
from .walls import SoftWall

PLUGINS = {"lj": LennardJones, "soft_wall": SoftWall}


def load_potentials(names, box, cfg):
    return SumPotential([PLUGINS[name].from_config(box, cfg) for name in names])
