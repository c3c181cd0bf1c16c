# Thread: https://github.com/RobertTLange/gymnax/issues/27
# Shape: the same auto-reset written with jax.tree_util.tree_map, which takes several trees
# expect: ok
import jax
import jax.numpy as jnp


class Pendulum:
    def reset_env(self, key, params):
        theta = jax.random.uniform(key, (), minval=-jnp.pi, maxval=jnp.pi)
        state = {"theta": theta, "theta_dot": jnp.zeros(()), "time": jnp.zeros((), jnp.int32)}
        return self.get_obs(state), state

    def step_env(self, key, state, action, params):
        theta_dot = state["theta_dot"] + 0.05 * action
        theta = state["theta"] + 0.05 * theta_dot
        time = state["time"] + 1
        state = {"theta": theta, "theta_dot": theta_dot, "time": time}
        done = time >= params["max_steps"]
        return self.get_obs(state), state, -(theta ** 2), done

    def get_obs(self, state):
        return jnp.stack([jnp.cos(state["theta"]), jnp.sin(state["theta"]), state["theta_dot"]])

    def step(self, key, state, action, params):
        key, key_reset = jax.random.split(key)
        obs_st, state_st, reward, done = self.step_env(key, state, action, params)
        obs_re, state_re = self.reset_env(key_reset, params)
        # Auto-reset environment based on termination
        state = jax.tree_util.tree_map(lambda x, y: jax.lax.select(done, x, y), state_re, state_st)
        obs = jax.lax.select(done, obs_re, obs_st)
        return obs, state, reward, done


env = Pendulum()
params = {"max_steps": 200}
rng = jax.random.PRNGKey(0)
rng, key_reset, key_step = jax.random.split(rng, 3)
obs, state = env.reset_env(key_reset, params)
n_obs, n_state, reward, done = jax.jit(env.step)(key_step, state, 1.0, params)
print(n_obs, reward, done)
