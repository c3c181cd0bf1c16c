import jax

from ops import combine


def linear_recurrence(decay, inputs):
    _, hidden = jax.lax.associative_scan(combine, (decay, inputs))
    return hidden
