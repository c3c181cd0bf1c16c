# Thread: https://github.com/leggedrobotics/terra-baselines/issues/4
# Shape: the replacement jax.tree.map
# expect: ok
import jax
import jax.numpy as jnp


def stack_transitions(transitions):
    return jax.tree.map(lambda *xs: jnp.stack(xs), *transitions)


batch = stack_transitions([{"obs": jnp.zeros(2), "reward": 1.0}, {"obs": jnp.ones(2), "reward": 0.0}])
