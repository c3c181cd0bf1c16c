# Thread: https://github.com/jax-ml/jax/issues/7603
# Shape: a vmapped builder returns `[x, RefHolder(tag)]` with `out_axes=[0, None]`; the holder is an instance of an unregistered class, which vmap cannot return even unmapped: TypeError not a valid JAX type
# expect: TypeError at line 26
import jax
import jax.numpy as jnp


class RefHolder:
    def __init__(self, value):
        self.value = value


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
