"""Settings of one optimisation run."""
import dataclasses


@dataclasses.dataclass(frozen=True)
class BOConfig:
    kernel: str = "rbf"
    acquisition: str = "ucb"
    objective: str = "branin"
    rounds: int = 5
    initial_points: int = 6
    candidates: int = 32
    ascent_steps: int = 20
    ascent_lr: float = 0.05
    fit_steps: int = 30
    fit_lr: float = 0.05
    noise: float = 1e-3
    seed: int = 0
    lower: tuple = (-5.0, 0.0)
    upper: tuple = (10.0, 15.0)
