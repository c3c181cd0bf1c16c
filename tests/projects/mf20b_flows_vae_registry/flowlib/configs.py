from dataclasses import dataclass


@dataclass(frozen=True)
class FlowConfig:
    dim: int = 2
    layers: tuple = ("actnorm", "coupling", "reverse")
    hidden: int = 64


@dataclass(frozen=True)
class VAEConfig:
    dim: int = 2
    latent: int = 2
    hidden: int = 64
    kl_warmup: int = 100
