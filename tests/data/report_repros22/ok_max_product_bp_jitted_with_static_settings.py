# Thread: https://github.com/google-deepmind/PGMax/issues/8
# Shape: the same runner jitted with its iteration count and damping static (`static_argnames=("num_iters", "damping")`), so the inferer's Python fast path and the scan length see Python numbers
# expect: ok
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


run = jax.jit(run_max_product_bp, static_argnames=("num_iters", "damping"))
states, last_delta = run(jnp.ones((5, 3)), jnp.zeros((5, 3)), num_iters=100, damping=0.5)
print(states, last_delta)
