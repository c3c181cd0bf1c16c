# Thread: https://github.com/rigetti/pyquil/pull/1860
# Shape: the review's rule 1: the frozen dataclass forces its cached properties in `__post_init__`, so the gate table is built eagerly at construction and the jitted and eager uses both see a concrete array
# expect: ok
from dataclasses import dataclass
from functools import cached_property

import jax
import jax.numpy as jnp


def force_cached_properties(obj):
    for klass in type(obj).__mro__:
        for name, attr in vars(klass).items():
            if isinstance(attr, cached_property):
                getattr(obj, name)


@dataclass(frozen=True, eq=False)
class Simulator:
    n: int

    def __post_init__(self):
        force_cached_properties(self)

    @cached_property
    def table(self):
        return jnp.eye(self.n) * 3.0

    def apply(self, x):
        return self.table @ x


sim = Simulator(3)
jitted = jax.jit(lambda x: sim.apply(x))
print(jitted(jnp.ones(3)))
print(sim.apply(jnp.ones(3)))
