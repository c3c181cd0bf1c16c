from dataclasses import dataclass


@dataclass(frozen=True)
class ResNetConfig:
    stage_widths: tuple = (8, 16)
    blocks_per_stage: int = 1
    num_classes: int = 10
    groups: int = 4
