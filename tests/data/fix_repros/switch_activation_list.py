"""A list of activation functions indexed by a traced integer (TracerIntegerConversionError).

kind: switch
run: main()
"""
import jax
import jax.numpy as jnp

ACTIVATIONS = [jax.nn.relu, jnp.tanh, jax.nn.sigmoid]


@jax.jit
def activate(x, which):
    return ACTIVATIONS[which](x)


def main():
    x = jnp.array([-1.0, 0.5])
    return activate(x, 0), activate(x, 1), activate(x, 2)
