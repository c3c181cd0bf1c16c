"""A simulation: integrator, neighbour list and observers, run in chunks of jitted scans."""
import jax
from jax import lax


class Simulation:
    def __init__(self, init_fn, step_fn, neighbor_fns, observers, steps_per_chunk=20):
        self.init_fn = jax.jit(init_fn)
        self.step_fn = step_fn
        self.neighbor_fns = neighbor_fns
        self.observers = list(observers)
        self.steps_per_chunk = steps_per_chunk
        self.run_chunk = jax.jit(self._run_chunk)

    def init(self, key, R):
        nbrs = self.neighbor_fns.allocate(R)
        return self.init_fn(key, R, nbrs), nbrs

    def _state_of(self, carry):
        return carry[0] if isinstance(carry, tuple) and not hasattr(carry, "_fields") else carry

    def _run_chunk(self, carry, nbrs):
        def body(c, _):
            carry, nbrs = c
            nbrs = self.neighbor_fns.update(self._state_of(carry).R, nbrs)
            carry = self.step_fn(carry, nbrs)
            record = {}
            for obs in self.observers:
                record[obs.name] = obs(self._state_of(carry), nbrs)
            return (carry, nbrs), record

        (carry, nbrs), records = lax.scan(body, (carry, nbrs), None, length=self.steps_per_chunk)
        return carry, nbrs, records
