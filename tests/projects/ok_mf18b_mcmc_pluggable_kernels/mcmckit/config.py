"""Sampler settings shared by the command line and the driver."""
from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class SamplerConfig:
    dim: int = 4
    n_chains: int = 4
    n_warmup: int = 60
    n_samples: int = 100
    step_size: float = 0.2
    max_leapfrog: int = 6
    target_accept: float = 0.7
    seed: int = 1

    def to_dict(self):
        return asdict(self)


TARGET_SETTINGS = {
    "funnel": {"scale": 3.0},
    "banana": {"curvature": 0.1},
}
