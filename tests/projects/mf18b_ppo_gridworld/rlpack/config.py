"""Hyperparameters. Frozen, so a config can be closed over by jitted functions."""
import dataclasses

ENV_DEFAULTS = {"size": 4, "max_steps": 12}


@dataclasses.dataclass(frozen=True)
class PPOConfig:
    n_envs: int = 8
    n_steps: int = 16
    n_updates: int = 4
    n_epochs: int = 2
    n_minibatches: int = 4
    gamma: float = 0.97
    gae_lambda: float = 0.95
    clip_eps: float = 0.2
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    lr: float = 3e-3
    max_grad_norm: float = 0.5
    hidden: int = 32
    seed: int = 0

    @property
    def batch_size(self) -> int:
        return self.n_envs * self.n_steps

    @property
    def minibatch_size(self) -> int:
        return self.batch_size // self.n_minibatches


def load_config(**overrides) -> PPOConfig:
    fields = {f.name for f in dataclasses.fields(PPOConfig)}
    unknown = set(overrides) - fields
    if unknown:
        raise KeyError(f"unknown config keys: {sorted(unknown)}")
    return PPOConfig(**overrides)
