import jax
import jax.numpy as jnp

from models import ConsistencyModel

model = ConsistencyModel(total_steps=100)


@jax.jit
def train_step(params, x, step):
    loss, grads = jax.value_and_grad(model.compute_loss)(params, x, step)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss, step + 1


def run():
    params = {"w": jnp.ones(3), "b": jnp.zeros(3)}
    x = jnp.linspace(0.0, 1.0, 3)
    for _ in range(2):
        params, loss, model.current_step = train_step(params, x, model.current_step)
        print(loss, model.schedule(model.current_step))
