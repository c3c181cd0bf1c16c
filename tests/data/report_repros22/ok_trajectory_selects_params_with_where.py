# Thread: https://github.com/jax-ml/jax/issues/24858
# Shape: the same vmapped generator selecting the agent's parameters leaf by leaf with `jnp.where(agent_index == 0, ...)`, which batches
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def generate_trajectory(decoder_params, alt_params, start_position, acting_key, agent_index):
    params = jax.tree_util.tree_map(
        lambda a, d: jnp.where(agent_index == 0, a, d), alt_params, decoder_params
    )
    noise = jax.random.normal(acting_key, start_position.shape)
    return jnp.tanh(start_position @ params["w"]) + 0.1 * noise


@partial(jax.vmap, in_axes=(None, None, 0, 0), axis_name="agents")
def generate_trajectory_fn(decoder_params, alt_params, start_position, acting_key):
    agent_index = jax.lax.axis_index("agents")
    return generate_trajectory(decoder_params, alt_params, start_position, acting_key, agent_index)


decoder_params = {"w": jnp.eye(3)}
alt_params = {"w": 2.0 * jnp.eye(3)}
starts = jnp.ones((4, 3))
keys = jax.random.split(jax.random.key(0), 4)
print(generate_trajectory_fn(decoder_params, alt_params, starts, keys).shape)
