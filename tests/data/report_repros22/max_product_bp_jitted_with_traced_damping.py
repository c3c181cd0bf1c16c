# Thread: https://github.com/google-deepmind/PGMax/issues/8
# Shape: a belief-propagation runner `run_max_product_bp(messages, num_iters=100, damping=0.5)` is wrapped in `jax.jit`; the keyword settings arrive traced, and the inferer's `run_with_diffs` needs them concrete: `num_iters` as the scan length (it fails first), `damping` in a Python fast path `if damping == 0.0`
# expect: ConcretizationTypeError at line 24
import jax
import jax.numpy as jnp
from jax import lax


class BPInferer:
    def __init__(self, potentials):
        self.potentials = potentials

    def update(self, msgs):
        return jax.nn.log_softmax(self.potentials + msgs.sum(axis=0, keepdims=True), axis=-1)

    def run_with_diffs(self, msgs, num_iters, damping):
        def body(msgs, _):
            new = self.update(msgs)
            if damping == 0.0:
                return new, jnp.abs(new - msgs).max()
            damped = damping * msgs + (1.0 - damping) * new
            return damped, jnp.abs(damped - msgs).max()

        return lax.scan(body, msgs, None, length=num_iters)


def run_max_product_bp(potentials, msgs, num_iters=100, damping=0.5):
    bp = BPInferer(potentials)
    msgs, deltas = bp.run_with_diffs(msgs, num_iters=num_iters, damping=damping)
    return jnp.argmax(msgs, axis=-1), deltas[-1]


run = jax.jit(run_max_product_bp)
states, last_delta = run(jnp.ones((5, 3)), jnp.zeros((5, 3)), num_iters=100, damping=0.5)
print(states, last_delta)
