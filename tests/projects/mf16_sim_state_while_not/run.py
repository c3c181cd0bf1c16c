import jax

from sim.physics import advance, keep_going
from sim.state import initial


@jax.jit
def simulate(s0):
    return jax.lax.while_loop(keep_going, advance, s0)


def main():
    return simulate(initial())
