from . import potentials
