"""One-argument jnp.where to find indices, then scattered into a zero vector (ConcretizationTypeError).

kind: size
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def mark_peaks(x):
    idx = jnp.where(x > 0.5)[0]
    return jnp.zeros_like(x).at[idx].set(1.0)


def main():
    return mark_peaks(jnp.array([0.1, 0.7, 0.2, 0.9]))
