import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import make_batch
from model import Net

opt = optax.sgd(0.1)


def loss_fn(net, x, y):
    return jnp.mean((jax.vmap(net)(x) - y) ** 2)


@eqx.filter_jit
def step(net, state, x, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(net, x, y)
    updates, state = opt.update(grads, state)
    return eqx.apply_updates(net, updates), state, loss


def run():
    key, sub = jax.random.split(jax.random.key(1))
    net = Net(sub)
    state = opt.init(eqx.filter(net, eqx.is_array))
    x, y = make_batch(key, 4)
    for _ in range(2):
        net, state, loss = step(net, state, x, y)
    return loss
