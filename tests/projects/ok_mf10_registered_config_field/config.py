import dataclasses
import functools

import jax


@functools.partial(jax.tree_util.register_dataclass, data_fields=["scale"], meta_fields=["n_layers"])
@dataclasses.dataclass
class NetConfig:
    scale: float = 0.5
    n_layers: int = 3
