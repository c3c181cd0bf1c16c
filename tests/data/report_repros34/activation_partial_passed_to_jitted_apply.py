# Thread: https://github.com/jax-ml/jax/pull/5620
# Shape: a registry of activations built with `functools.partial` (a bound slope, a bound approximation flag); the jitted `apply_activation(f, x)` takes the activation as an ordinary argument, and a `functools.partial` is not a pytree of arrays
# expect: TypeError at line 33
import functools

import jax
import jax.numpy as jnp


def leaky(x, negative_slope):
    return jnp.where(x > 0, x, negative_slope * x)


ACTIVATIONS = {
    "leaky_relu": functools.partial(leaky, negative_slope=0.1),
    "gelu": functools.partial(jax.nn.gelu, approximate=True),
}


class DenseConfig:
    def __init__(self, features, activation):
        self.features = features
        self.activation = activation


@jax.jit
def apply_activation(f, x):
    return f(x)


def forward(config, w, x):
    act = ACTIVATIONS[config.activation]
    return apply_activation(act, x @ w)


config = DenseConfig(4, "leaky_relu")
w = jnp.ones((3, config.features))
print(forward(config, w, jnp.arange(3.0) - 1.0))
