# Thread: https://github.com/jax-ml/jax/issues/5128
# Shape: an environment's action spec (a plain class with `shape`, `dtype` and `num_values`, like dm_env's DiscreteArray) is handed to a jitted policy initialiser; jit reads its `shape`/`dtype` and traces it as an array (the thread's JAX raised TypeError not a valid JAX type), so `spec.num_values` on the tracer raises AttributeError
# expect: AttributeError at line 23
import jax
import jax.numpy as jnp


class DiscreteArray:
    def __init__(self, num_values, dtype=jnp.int32, name=None):
        self.shape = ()
        self.dtype = dtype
        self.num_values = num_values
        self.name = name


class Environment:
    def action_spec(self):
        return DiscreteArray(num_values=4, name="action")


@jax.jit
def init_policy(key, spec):
    return jax.random.normal(key, (8, spec.num_values))


env = Environment()
print(init_policy(jax.random.key(0), env.action_spec()).shape)
