"""A warmup/decay learning-rate schedule with an elif chain of returns, used by an optax-style update.

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


def lr_schedule(step, base=1e-3, warmup=100, decay_start=1000):
    if step < warmup:
        return base * step / warmup
    elif step < decay_start:
        return base
    else:
        return base * 0.1


@jax.jit
def update(param, grad, step):
    lr = lr_schedule(step)
    return param - lr * grad


def main():
    return update(1.0, 2.0, 50), update(1.0, 2.0, 500), update(1.0, 2.0, 5000)
