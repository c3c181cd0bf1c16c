# Thread: https://github.com/gdsfactory/klujax/issues/34
# Shape: the recommended pattern: the symbolic analysis runs once, outside the trace
# expect: ok
import jax
import jax.numpy as jnp


def analyze(Ai, Aj, n_col):
    raw_symbol = jnp.sum(Ai * n_col + Aj)
    return int(raw_symbol)


_symbolic = analyze(jnp.array([0, 1]), jnp.array([1, 0]), 4)


def coupler_ring(wl):
    return wl * _symbolic


jax.jit(coupler_ring)(1.55)
