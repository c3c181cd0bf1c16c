# Thread: https://github.com/jax-ml/jax/issues/2854
# Shape: the fix: `Trajectory` is registered as a pytree (its states are its children), so the jitted bound method can return it
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax
from jax.tree_util import register_pytree_node_class


class EncodingConfiguration(NamedTuple):
    state: jax.Array
    step: jax.Array


@register_pytree_node_class
class Trajectory:
    """The states the iteration visits, kept together for plotting."""

    def __init__(self, states):
        self.states = states

    def mean(self):
        return jnp.mean(self.states, axis=0)

    def tree_flatten(self):
        return (self.states,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


class EncodingIteratedFunction:
    def __init__(self, decay, steps):
        self.decay = decay
        self.steps = steps

    def iterate(self, config):
        return EncodingConfiguration(self.decay * config.state + 1.0, config.step + 1)


class Encoder:
    def __init__(self, dim):
        self.dim = dim

    def initial(self):
        return EncodingConfiguration(jnp.zeros(self.dim), jnp.array(0))

    def infer_trajectory(self, eif, initial):
        def body(config, _):
            new = eif.iterate(config)
            return new, new.state

        final, states = lax.scan(body, initial, None, length=eif.steps)
        return final, Trajectory(states)


encoder = Encoder(3)
eif = EncodingIteratedFunction(0.5, 10)
infer = jax.jit(encoder.infer_trajectory, static_argnums=0)
final_rec, trajectory = infer(eif, encoder.initial())
print(final_rec.step, trajectory.mean())
