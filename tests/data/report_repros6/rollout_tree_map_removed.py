# Thread: https://github.com/leggedrobotics/terra-baselines/issues/4
# Shape: a rollout buffer stacks transitions with jax.tree_map, removed in JAX 0.6
# expect: AttributeError at line 9
import jax
import jax.numpy as jnp


def stack_transitions(transitions):
    return jax.tree_map(lambda *xs: jnp.stack(xs), *transitions)


batch = stack_transitions([{"obs": jnp.zeros(2), "reward": 1.0}, {"obs": jnp.ones(2), "reward": 0.0}])
