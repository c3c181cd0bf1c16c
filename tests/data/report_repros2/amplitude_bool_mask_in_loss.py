# Thread: https://github.com/jcmgray/quimb/issues/220
# Shape: a circuit amplitude selects entries with a traced boolean mask inside a jitted loss
# expect: NonConcreteBooleanIndexError at line 14
import jax
import jax.numpy as jnp


class Circuit:
    def __init__(self, params):
        self.psi = jnp.cos(params).reshape(2, 2)

    def amplitude(self):
        keep = jnp.abs(self.psi) > 0.5
        return self.psi[keep].sum()


def loss_fn(p):
    circ = Circuit(p)
    return 1.0 - jnp.abs(circ.amplitude()) ** 2


jax.jit(loss_fn)(jnp.arange(4.0))
