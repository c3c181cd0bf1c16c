from dataclasses import dataclass


@dataclass(frozen=True)
class Tolerance:
    atol: float = 1e-6
    max_iter: int = 50

    def keep_going(self, state):
        x, step, i = state
        return abs(step) > self.atol and i < self.max_iter  # expect: JAX102
