"""Settings of a run in reduced Lennard-Jones units."""
import dataclasses


@dataclasses.dataclass(frozen=True)
class SimConfig:
    potentials: tuple = ("lj",)
    integrator: str = "velocity_verlet"
    side: int = 3
    box: float = 4.5
    dt: float = 0.005
    steps_per_chunk: int = 20
    chunks: int = 4
    cutoff: float = 2.5
    skin: float = 0.3
    max_neighbors: int = 26
    temperature: float = 0.8
    tau: float = 0.1
    seed: int = 0
