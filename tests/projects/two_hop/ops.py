import jax.numpy as jnp


def take_row(table, index):
    rows = [table[i] for i in range(table.shape[0])]
    return rows[index]  # expect: JAX201


def scale(x, factor):
    return x * factor
