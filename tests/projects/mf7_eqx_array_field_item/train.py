import equinox as eqx
import jax
import jax.numpy as jnp

from modules import MLPBlock


@eqx.filter_jit
def loss_fn(model, xs):
    out = jax.vmap(model)(xs)
    return jnp.mean(out ** 2)


def run():
    model = MLPBlock(4, jax.random.PRNGKey(0))
    return loss_fn(model, jnp.ones((3, 4)))
