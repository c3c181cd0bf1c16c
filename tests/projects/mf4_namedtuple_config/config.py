from typing import NamedTuple


class Config(NamedTuple):
    depth: int
    width: int
