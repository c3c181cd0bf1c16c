"""`branches[int(idx)](x)`: int() of a traced index into a list of functions.

kind: switch
run: main()
"""
import jax
import jax.numpy as jnp


def square(x):
    return x * x


def negate(x):
    return -x


@jax.jit
def apply_op(x, idx):
    branches = [square, negate, jnp.sin]
    return branches[int(idx)](x)


def main():
    return apply_op(2.0, 0), apply_op(2.0, 1), apply_op(2.0, 2)
