"""Force plugins, looked up by the names a config lists."""
from .gravity import Gravity
from .springs import SpringNetwork

PLUGINS = {"gravity": Gravity, "springs": SpringNetwork}


def load_forces(names, **options):
    forces = []
    for name in names:
        cls = PLUGINS[name]
        forces.append(cls.from_options(options))
    return forces
