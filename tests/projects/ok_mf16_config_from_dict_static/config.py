from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    width: int = 8
    depth: int = 2

    @classmethod
    def from_dict(cls, d):
        return cls(**d)
