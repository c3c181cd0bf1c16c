"""`temperature = temperature or 1.0` with a traced temperature (TracerBoolConversionError).

kind: or-default
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def softmax_t(logits, temperature=None):
    temperature = temperature or 1.0
    return jax.nn.softmax(logits / temperature)


def main():
    logits = jnp.array([1.0, 2.0, 3.0])
    return softmax_t(logits), softmax_t(logits, 2.0)
