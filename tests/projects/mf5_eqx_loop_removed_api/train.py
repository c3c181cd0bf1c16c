import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from layers import Head
from utils import global_norm


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


def run():
    model = Head(6, 1, jax.random.PRNGKey(0))
    opt = optax.adam(1e-2)
    state = opt.init(eqx.filter(model, eqx.is_array))

    @eqx.filter_jit
    def step(model, state, x, y):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
        updates, state = opt.update(grads, state, model)
        return eqx.apply_updates(model, updates), state, loss, global_norm(grads)

    x = jnp.ones((4, 2, 3))
    y = jnp.zeros((4, 1))
    for _ in range(2):
        model, state, loss, gn = step(model, state, x, y)
    return float(loss)
