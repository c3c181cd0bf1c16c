import jax
import jax.numpy as jnp

from optim import SGDState, make_update

update = jax.jit(make_update("step"))


def run():
    params = {"w": jnp.ones(3)}
    state = SGDState(jnp.zeros((), jnp.int32))
    for _ in range(3):
        grads = {"w": params["w"] * 2.0}
        params, state = update(params, grads, state)
    return params
