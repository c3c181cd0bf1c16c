"""A Python list of per-class prototypes indexed by a traced label (TracerIntegerConversionError).

kind: stack
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def distance_to_prototype(x, label):
    prototypes = [jnp.zeros(2), jnp.ones(2), jnp.array([2.0, -1.0])]
    p = prototypes[label]
    return jnp.sum((x - p) ** 2)


def main():
    x = jnp.array([1.0, 0.0])
    return distance_to_prototype(x, 0), distance_to_prototype(x, 2)
