# Thread: https://github.com/patrick-kidger/equinox/issues/987
# Shape: an RL actor eqx.Module holding an eqx.nn.Dropout rides in a lax.scan carry with the environment state; scan turns the dropout's `inference` flag into a traced bool, which Dropout's own `if inference:` cannot branch on
# expect: TracerBoolConversionError at line 18
import equinox as eqx
import jax
import jax.numpy as jnp


class Actor(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        self.linear = eqx.nn.Linear(3, 3, key=key)
        self.dropout = eqx.nn.Dropout(p=0.1)

    def __call__(self, obs, key):
        return self.dropout(jax.nn.relu(self.linear(obs)), key=key)


def env_step(runner_state, _):
    actor, obs, key = runner_state
    key, drop_key = jax.random.split(key)
    action = actor(obs, drop_key)
    return (actor, obs + 0.1 * action, key), action


actor = Actor(jax.random.key(0))
runner_state = (actor, jnp.ones(3), jax.random.key(1))
runner_state, actions = jax.lax.scan(env_step, runner_state, None, 8)
print(actions.shape)
