# Thread: https://github.com/rigetti/pyquil/pull/1860
# Shape: the review's "BAD" pattern in the exact simulators: a frozen dataclass builds its gate table lazily in a `functools.cached_property`; the first access happens inside a jitted function, so the cache stores a tracer and the next eager use of the simulator fails
# expect: UnexpectedTracerError at line 20; cause line 16
from dataclasses import dataclass
from functools import cached_property

import jax
import jax.numpy as jnp


@dataclass(frozen=True, eq=False)
class Simulator:
    n: int

    @cached_property
    def table(self):
        return jnp.eye(self.n) * 3.0

    def apply(self, x):
        return self.table @ x


sim = Simulator(3)
jitted = jax.jit(lambda x: sim.apply(x))
print(jitted(jnp.ones(3)))
print(sim.apply(jnp.ones(3)))
