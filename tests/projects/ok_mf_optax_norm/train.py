import jax
import jax.numpy as jnp
import optax

from optim import clip_by_norm

opt = optax.sgd(0.1)


def loss(params, x):
    return ((x @ params) ** 2).mean()


@jax.jit
def update(params, state, x):
    grads = clip_by_norm(jax.grad(loss)(params, x), 1.0)
    updates, state = opt.update(grads, state)
    return optax.apply_updates(params, updates), state


def run():
    params = jnp.ones(3)
    return update(params, opt.init(params), jnp.ones((2, 3)))
