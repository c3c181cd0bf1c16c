"""An early return in one branch, then more statements and a second if (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def soft_clip(x, limit):
    if x > limit:
        return limit + 0.0 * x
    y = x * 1.1
    if y > limit:
        y = limit + 0.0 * y
    return y


def main():
    return soft_clip(5.0, 2.0), soft_clip(1.9, 2.0), soft_clip(1.0, 2.0)
