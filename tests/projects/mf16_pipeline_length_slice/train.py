import jax

from data import batches
from ops import valid_mean


@jax.jit
def step(w, batch):
    m = valid_mean(batch["x"], batch["length"])
    return w + 0.1 * m


def run():
    w = jax.numpy.zeros(3)
    for batch in batches(2):
        w = step(w, batch)
    return w
