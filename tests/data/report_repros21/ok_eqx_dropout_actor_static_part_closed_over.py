# Thread: https://github.com/patrick-kidger/equinox/issues/987
# Shape: the fix: only the actor's arrays (`eqx.partition(actor, eqx.is_array)`) ride in the scan carry; the static half, Dropout's `inference` flag included, is closed over and recombined in the body
# expect: ok
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


actor = Actor(jax.random.key(0))
params, static = eqx.partition(actor, eqx.is_array)


def env_step(runner_state, _):
    params, obs, key = runner_state
    key, drop_key = jax.random.split(key)
    action = eqx.combine(params, static)(obs, drop_key)
    return (params, obs + 0.1 * action, key), action


runner_state = (params, jnp.ones(3), jax.random.key(1))
runner_state, actions = jax.lax.scan(env_step, runner_state, None, 8)
print(actions.shape)
