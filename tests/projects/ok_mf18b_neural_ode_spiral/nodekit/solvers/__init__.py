from .adaptive import integrate_adaptive
from .fixed import integrate, rk_step
from .tableau import DOPRI5, EULER, RK4, Tableau

TABLEAUS = {"euler": EULER, "rk4": RK4}

__all__ = ["DOPRI5", "EULER", "RK4", "TABLEAUS", "Tableau", "integrate", "integrate_adaptive", "rk_step"]
