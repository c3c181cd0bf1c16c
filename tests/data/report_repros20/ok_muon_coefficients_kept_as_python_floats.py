# Thread: https://github.com/google-deepmind/optax/issues/1186
# Shape: the reporter's user-side fix: the transformation keeps the coefficients as Python floats and unpacks them inside the update, so nothing traced is captured when the state is created under `jax.jit`
# expect: ok
import dataclasses
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class GradientTransformation(NamedTuple):
    init: Any
    update: Any


def scale_by_muon(ns_coeffs=(3.4445, -4.7750, 2.0315), ns_steps=3):
    ns_coeffs_ = tuple(float(c) for c in ns_coeffs)

    def init_fn(params):
        return jnp.zeros([], jnp.int32)

    def update_fn(updates, state):
        a, b, c = ns_coeffs_
        x = updates / (jnp.linalg.norm(updates) + 1e-7)
        for _ in range(ns_steps):
            g = x @ x.T
            x = a * x + (b * g + c * g @ g) @ x
        return x, state + 1

    return GradientTransformation(init_fn, update_fn)


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class TrainState:
    params: Any
    opt_state: Any
    tx: GradientTransformation = dataclasses.field(metadata=dict(static=True))


@jax.jit
def create_train_state():
    params = jnp.ones((5, 18)) * 0.1
    tx = scale_by_muon()
    return TrainState(params, tx.init(params), tx)


@jax.jit
def train_step(state, grads):
    updates, opt_state = state.tx.update(grads, state.opt_state)
    return dataclasses.replace(state, params=state.params - 0.01 * updates, opt_state=opt_state)


state = create_train_state()
state = train_step(state, jnp.ones((5, 18)))
print(state.params.sum())
