import equinox as eqx
import jax
import jax.numpy as jnp

import models.critic as critic


def value_loss(model, obs, returns):
    values = jax.vmap(model)(obs)
    return jnp.mean((values - returns) ** 2)


@eqx.filter_jit
def update(model, obs, returns, lr):
    loss, grads = eqx.filter_value_and_grad(value_loss)(model, obs, returns)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    return eqx.apply_updates(model, updates), loss


def run():
    key = jax.random.key(0)
    model_key, data_key = jax.random.split(key)
    model = critic.ValueNet(4, 16, floor=0.0, key=model_key)
    obs = jax.random.normal(data_key, (32, 4))
    returns = jnp.abs(obs).sum(axis=1)
    for _ in range(3):
        model, loss = update(model, obs, returns, 0.05)
    return float(loss)
