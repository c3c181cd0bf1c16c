import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import MLP

tx = optax.sgd(1e-2)


def mse(net, xs, ys):
    return jnp.mean((jax.vmap(net)(xs) - ys) ** 2)


@eqx.filter_jit
def train_step(net, state, xs, ys):
    grads = eqx.filter_grad(mse)(net, xs, ys)
    updates, state = tx.update(grads, state)
    return eqx.apply_updates(net, updates), state


def run():
    net = MLP(jax.random.key(3))
    state = tx.init(eqx.filter(net, eqx.is_array))
    xs, ys = jnp.ones((4, 3)), jnp.ones((4, 1))
    net, state = train_step(net, state, xs, ys)
    return mse(net, xs, ys)
