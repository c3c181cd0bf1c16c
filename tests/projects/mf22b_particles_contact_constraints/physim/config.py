from dataclasses import dataclass


@dataclass(frozen=True)
class SimConfig:
    integrator: str = "euler"
    dt: float = 0.01
    forces: tuple = ("gravity",)
    substeps: int = 1
    ground_height: float = 0.0
    contact_stiffness: float = 500.0
    constraint_iterations: int = 2
