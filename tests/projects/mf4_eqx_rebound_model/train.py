import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from losses import batch_loss
from model import MLP

optimizer = optax.adam(1e-3)


@eqx.filter_jit
def step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss


def run():
    model = MLP(jax.random.key(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    x, y = jnp.ones((8, 3)), jnp.zeros((8, 1))
    model, opt_state, loss = step(model, opt_state, x, y)
    return loss
