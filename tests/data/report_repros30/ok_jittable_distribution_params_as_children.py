# Thread: https://github.com/google-deepmind/distrax/issues/162
# Shape: the change the issue asks for: array-valued attributes are the children and only the other attributes are aux data, so a new instance with new parameters reuses the compiled function
# expect: ok
import jax
import jax.numpy as jnp


class Jittable:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        jax.tree_util.register_pytree_node(cls, cls._flatten, cls._unflatten)

    def _flatten(self):
        names = tuple(sorted(k for k, v in self.__dict__.items() if isinstance(v, jax.Array)))
        static = tuple(sorted((k, v) for k, v in self.__dict__.items() if k not in names))
        return tuple(self.__dict__[k] for k in names), (names, static)

    @classmethod
    def _unflatten(cls, aux, children):
        names, static = aux
        obj = object.__new__(cls)
        obj.__dict__.update(zip(names, children))
        obj.__dict__.update(static)
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
