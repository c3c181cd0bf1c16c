import dataclasses
import functools

import jax


@functools.partial(jax.tree_util.register_dataclass, data_fields=["params", "step"], meta_fields=["log_every"])
@dataclasses.dataclass
class TrainState:
    params: jax.Array
    step: jax.Array
    log_every: int
