# Thread: https://github.com/gdsfactory/klujax/issues/34
# Shape: a library helper calls `int()` on a computed array; a model calls it inside jit
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


def analyze(Ai, Aj, n_col):
    raw_symbol = jnp.sum(Ai * n_col + Aj)
    return int(raw_symbol)


def coupler_ring(wl, Ai, Aj):
    symbolic = analyze(Ai, Aj, 4)
    return wl * symbolic


jax.jit(coupler_ring)(1.55, jnp.array([0, 1]), jnp.array([1, 0]))
