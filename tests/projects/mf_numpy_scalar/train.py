from jax import lax

import bodies


def run():
    lax.fori_loop(0, 3, bodies.decay, 1.0)
    return lax.while_loop(lambda s: s[0] < 3, bodies.grow, (0, 0.0))
