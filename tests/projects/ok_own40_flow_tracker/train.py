import jax
import jax.numpy as jnp


def make_step(flow, lr):
    def loss_fn(params, x):
        return -jnp.mean(flow.log_prob(params, x))

    @jax.jit
    def step(params, x):
        loss, grads = jax.value_and_grad(loss_fn)(params, x)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
        return params, loss

    return step
