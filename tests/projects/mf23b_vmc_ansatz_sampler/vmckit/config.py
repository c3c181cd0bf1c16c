import dataclasses


@dataclasses.dataclass(frozen=True)
class VMCConfig:
    ansatz: str = "gaussian"
    hamiltonian: str = "harmonic"
    n_particles: int = 2
    dim: int = 1
    walkers: int = 64
    step_size: float = 0.5
    sweeps: int = 4
    thin: int = 2
    lr: float = 0.05
    iterations: int = 50
