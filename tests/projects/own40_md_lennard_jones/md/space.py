import jax.numpy as jnp


def periodic_displacement(ri, rj, box):
    d = ri - rj
    return d - box * jnp.round(d / box)


def distance(ri, rj, box):
    d = periodic_displacement(ri, rj, box)
    return jnp.sqrt(jnp.sum(d * d) + 1e-12)
