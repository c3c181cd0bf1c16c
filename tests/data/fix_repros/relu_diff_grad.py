"""Gap penalty `if x > y: return x - y` then `return 0.0`, vmapped and differentiated.

kind: where
run: main()
reference: jnp.array([1.0, 0.0, 0.5])
grad: jax.grad(lambda a: penalty(a, jnp.array([1.0, 2.0, 0.5])).sum())(jnp.array([2.0, 1.0, 1.0]))
grad_reference: jnp.array([1.0, 0.0, 1.0])
"""
import jax
import jax.numpy as jnp


def gap(x, y):
    if x > y:
        return x - y
    return 0.0 * x


@jax.jit
def penalty(a, b):
    return jax.vmap(gap)(a, b)


def main():
    return penalty(jnp.array([2.0, 1.0, 1.0]), jnp.array([1.0, 2.0, 0.5]))
