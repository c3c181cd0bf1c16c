from .smooth import relax_sweep
