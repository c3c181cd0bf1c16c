import jax
import jax.numpy as jnp

from optim import SGD
from schedules import PiecewiseConstant

opt = SGD(PiecewiseConstant())


@jax.jit
def train_step(w, step):
    grads = jax.grad(lambda w: jnp.sum(w**2))(w)
    return opt.update(w, grads, step)


def run():
    w = jnp.ones(3)
    for step in range(5):
        w = train_step(w, step)
    return w
