"""`mask = mask or jnp.ones_like(x)` with an array mask (TracerBoolConversionError; ValueError eagerly).

kind: or-default
run: main()
xfail: refused class (`x or default` on a many-element array): the rewrite keeps Python's per-value semantics (a zero entry takes the default); only the None test is meant here, which the analysis cannot tell from a scalar
reference: (jnp.array(2.0), jnp.array(1.0))
"""
import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(x, mask=None):
    mask = mask or jnp.ones_like(x)
    return jnp.sum(x * mask) / jnp.sum(mask)


def main():
    x = jnp.array([1.0, 2.0, 3.0])
    return masked_mean(x), masked_mean(x, jnp.array([1.0, 0.0, 0.0]))
