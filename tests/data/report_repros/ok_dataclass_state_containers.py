# Thread: https://github.com/google-deepmind/optax/issues/503
# Shape: the same train state used as a container: truthiness, len, field reads, static meta field
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class TrainState:
    params: dict
    step: jax.Array
    warmup: int = dataclasses.field(default=10, metadata=dict(static=True))


@jax.jit
def train_step(state, grads, extras=None):
    extras = extras or {}
    if state.params:
        n_leaves = len(state.params)
    else:
        n_leaves = 0
    lr = jnp.where(state.step < state.warmup, 0.1 * state.step / state.warmup, 0.1)
    if state.warmup > 5:
        lr = lr * 1.0
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g / n_leaves, state.params, grads)
    metrics = {}
    for k, v in extras.items():
        metrics[k] = v
    return TrainState(params, state.step + 1, state.warmup), metrics


train_step(TrainState({"w": jnp.ones(2)}, jnp.int32(0)), {"w": jnp.ones(2)}, {"loss": jnp.float32(1.0)})
