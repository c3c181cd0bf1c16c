# Thread: https://github.com/google-deepmind/optax/issues/503
# Shape: a registered-dataclass train state whose step drives a Python `if` in the jitted step
# expect: TracerBoolConversionError at line 18
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class TrainState:
    params: dict
    step: jax.Array


def learning_rate(state, warmup=10):
    if state.step < warmup:
        return 0.1 * state.step / warmup
    return 0.1


@jax.jit
def train_step(state, grads):
    lr = learning_rate(state)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, state.params, grads)
    return TrainState(params, state.step + 1)


train_step(TrainState({"w": jnp.ones(2)}, jnp.int32(0)), {"w": jnp.ones(2)})
