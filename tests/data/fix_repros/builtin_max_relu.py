"""Python max() on a traced scalar in a vmapped hinge loss (TracerBoolConversionError).

kind: builtin
run: main()
reference: jnp.array([0.0, 0.5, 2.0])
"""
import jax
import jax.numpy as jnp


def hinge(margin):
    return max(0.0, 1.0 - margin)


@jax.jit
def hinge_all(margins):
    return jax.vmap(hinge)(margins)


def main():
    return hinge_all(jnp.array([2.0, 0.5, -1.0]))
