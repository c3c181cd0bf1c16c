# Thread: https://github.com/kenjyoung/mctx_learning_demo/pull/3
# Shape: a MuZero-style training script imported as `import jax as jx` refreshes its target network inside the jitted agent update with the removed `jx.tree_multimap(lambda x, y: ..., params, target_params)`; params are a dict pytree built by an init helper
# expect: AttributeError at line 32
import jax as jx
import jax.numpy as jnp

TARGET_UPDATE_RATE = 0.05


def init_params(key, obs_dim, num_actions):
    k1, k2 = jx.random.split(key)
    return {
        "w1": jx.random.normal(k1, (obs_dim, 32)) * 0.1,
        "w2": jx.random.normal(k2, (32, num_actions)) * 0.1,
    }


def q_values(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


def loss(params, target_params, obs, actions, rewards, next_obs):
    target = rewards + 0.99 * jnp.max(q_values(target_params, next_obs), axis=-1)
    q = jnp.take_along_axis(q_values(params, obs), actions[:, None], axis=-1)[:, 0]
    return jnp.mean((q - jx.lax.stop_gradient(target)) ** 2)


@jx.jit
def agent_update(params, target_params, obs, actions, rewards, next_obs, lr=1e-2):
    grads = jx.grad(loss)(params, target_params, obs, actions, rewards, next_obs)
    params = jx.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    target_params = jx.tree_multimap(lambda x, y: (1 - TARGET_UPDATE_RATE) * y + TARGET_UPDATE_RATE * x, params, target_params)
    return params, target_params


key = jx.random.key(0)
params = init_params(key, obs_dim=4, num_actions=3)
target_params = params
obs = jnp.ones((8, 4))
next_obs = jnp.zeros((8, 4))
params, target_params = agent_update(params, target_params, obs, jnp.zeros(8, dtype=jnp.int32), jnp.ones(8), next_obs)
print(target_params["w2"].shape)
