# Thread: https://github.com/instadeepai/Mava/issues/1098
# Shape: an actor network's `apply` returns a categorical distribution object (a plain Python class holding the logits); the per-agent parameters are mapped with `jax.jit(jax.vmap(network.apply))`, and a jitted function cannot return an object that is not a JAX type or a registered pytree
# expect: TypeError at line 36
import jax
import jax.numpy as jnp


class Categorical:
    def __init__(self, logits):
        self.logits = logits

    def sample(self, key):
        return jax.random.categorical(key, self.logits)

    def log_prob(self, action):
        return jnp.take_along_axis(jax.nn.log_softmax(self.logits), action[..., None], axis=-1)[..., 0]


class Actor:
    def __init__(self, n_actions):
        self.n_actions = n_actions

    def init(self, key, x):
        return {"w": jax.random.normal(key, (x.shape[-1], self.n_actions)) * 0.1,
                "b": jnp.zeros(self.n_actions)}

    def apply(self, params, x):
        return Categorical(logits=x @ params["w"] + params["b"])


n_agents = 4
network = Actor(5)
keys = jax.random.split(jax.random.PRNGKey(3), n_agents)
xs = jnp.tile(jnp.arange(5.0)[None], (n_agents, 1))
params = jax.vmap(network.init)(keys, xs)
dist = jax.jit(jax.vmap(network.apply))(params, xs)
print(dist.sample(keys[0]))
