# Thread: https://github.com/brentyi/jaxlie/issues/3
# Shape: a Lie-group library imports KeyArray from jax.random for its sample_uniform signature
# expect: ImportError at line 6
import jax
import jax.numpy as jnp
from jax.random import KeyArray


class SO2:
    def __init__(self, unit_complex):
        self.unit_complex = unit_complex

    @staticmethod
    def sample_uniform(key: KeyArray) -> "SO2":
        theta = jax.random.uniform(key, minval=0.0, maxval=2.0 * jnp.pi)
        return SO2(jnp.array([jnp.cos(theta), jnp.sin(theta)]))


print(SO2.sample_uniform(jax.random.PRNGKey(0)).unit_complex)
