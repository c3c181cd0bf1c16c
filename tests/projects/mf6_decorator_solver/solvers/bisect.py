from jax import lax

from utils import compiled


@compiled
def bisect_root(f_lo, f_hi, lo, hi):
    def body(_, state):
        lo, hi = state
        mid = 0.5 * (lo + hi)
        return lax.cond(mid * mid > f_hi, lambda: (lo, mid), lambda: (mid, hi))

    return lax.fori_loop(0, 30, body, (lo, hi))
