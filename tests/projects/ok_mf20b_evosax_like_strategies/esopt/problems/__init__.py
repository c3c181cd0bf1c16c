from .classic import rastrigin, rosenbrock, sphere
from .control import pendulum_return

PROBLEMS = {"sphere": sphere, "rastrigin": rastrigin, "rosenbrock": rosenbrock}

__all__ = ["PROBLEMS", "pendulum_return", "sphere", "rastrigin", "rosenbrock"]
