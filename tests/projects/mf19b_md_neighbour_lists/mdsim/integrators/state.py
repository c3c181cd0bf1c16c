"""The state every integrator carries."""
from typing import NamedTuple

import jax


class MDState(NamedTuple):
    R: jax.Array
    V: jax.Array
    F: jax.Array
    mass: float
