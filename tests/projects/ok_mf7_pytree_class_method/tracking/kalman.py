import jax

from .state import GaussianState


def predict(state, q):
    return GaussianState(state.mean, state.var + q)


@jax.jit
def update(state, z, r):
    gain = state.var / (state.var + r)
    new = GaussianState(state.mean + gain * (z - state.mean), (1.0 - gain) * state.var)
    return new.floored(1e-3)
