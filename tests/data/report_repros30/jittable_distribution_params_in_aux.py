# Thread: https://github.com/google-deepmind/distrax/issues/162
# Shape: a `Jittable` base class registers every subclass (in `__init_subclass__`) with a flatten that returns no children and the whole instance `__dict__` as aux data, so a distribution's JAX-array parameters are pytree metadata; the second call of the jitted log-prob compares the metadata of two instances and raises ValueError
# expect: ValueError at line 40; cause line 14
import jax
import jax.numpy as jnp


class Jittable:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        jax.tree_util.register_pytree_node(cls, cls._flatten, cls._unflatten)

    def _flatten(self):
        return (), dict(self.__dict__)

    @classmethod
    def _unflatten(cls, aux, children):
        obj = object.__new__(cls)
        obj.__dict__.update(aux)
        return obj


class Normal(Jittable):
    def __init__(self, loc, scale):
        self.loc = loc
        self.scale = scale

    def log_prob(self, x):
        z = (x - self.loc) / self.scale
        return -0.5 * z ** 2 - jnp.log(self.scale)


@jax.jit
def total_log_prob(dist, x):
    return jnp.sum(dist.log_prob(x))


x = jnp.zeros(3)
print(total_log_prob(Normal(jnp.zeros(3), jnp.ones(3)), x))
print(total_log_prob(Normal(jnp.ones(3), jnp.ones(3)), x))
