from .power import PowerIteration
