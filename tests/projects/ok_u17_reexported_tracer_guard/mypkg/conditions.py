import jax
import jax.numpy as jnp

from mypkg._compatible_import import Tracer


def cond(pred, true_fun, false_fun, *operands):
    if jax.config.jax_disable_jit and not isinstance(pred, Tracer):
        if pred:
            return true_fun(*operands)
        return false_fun(*operands)
    return jax.lax.cond(pred, true_fun, false_fun, *operands)


def f(pred, x):
    return cond(pred, lambda v: v + 1.0, lambda v: v - 1.0, x)


def main():
    preds, xs = jnp.array([True, False]), jnp.array([10.0, 20.0])
    return jax.vmap(f)(preds, xs)
