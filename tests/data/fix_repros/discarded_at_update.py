"""`x.at[i].set(v)` whose result is dropped: the update silently does nothing.

kind: discarded
symptom: wrong-result
run: main()
reference: jnp.array([0.0, 5.0, 0.0])
"""
import jax
import jax.numpy as jnp


@jax.jit
def put(x, i, v):
    x.at[i].set(v)
    return x


def main():
    return put(jnp.zeros(3), 1, 5.0)
