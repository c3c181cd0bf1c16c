"""Loop count taken from a mask: `for i in range(jnp.sum(valid))` (TracerIntegerConversionError).

kind: fori
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def discounted(rewards, valid):
    ret = 0.0
    for i in range(jnp.sum(valid)):
        ret = ret + 0.9 ** i * rewards[i]
    return ret


def main():
    return discounted(jnp.array([1.0, 2.0, 3.0]), jnp.array([True, True, False]))
