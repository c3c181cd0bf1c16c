# Thread: https://github.com/jax-ml/jax/issues/7603
# Shape: the workaround in the thread: RefHolder is registered as a pytree with no children and its value as aux data, so vmap hands it back as static structure
# expect: ok
import jax
import jax.numpy as jnp


class RefHolder:
    def __init__(self, value):
        self.value = value


def _refholder_flatten(holder):
    return (), holder.value


def _refholder_unflatten(value, _):
    return RefHolder(value)


jax.tree_util.register_pytree_node(RefHolder, _refholder_flatten, _refholder_unflatten)


class Registry:
    def __init__(self, name):
        self.name = name


REGISTRY = Registry("features")


def make(x):
    return [jnp.sin(x), RefHolder(REGISTRY)]


def build_batch(xs):
    return jax.vmap(make, out_axes=[0, None])(xs)


values, holder = build_batch(jnp.zeros(3))
print(values, holder.value.name)
