# Thread: https://github.com/jax-ml/jax/pull/5620
# Shape: the registry builds its activations with `jax.tree_util.Partial`, a pytree whose function is static and whose bound arguments are leaves, so the jitted `apply_activation(f, x)` accepts it
# expect: ok
import jax
import jax.numpy as jnp
from jax.tree_util import Partial


def leaky(x, negative_slope):
    return jnp.where(x > 0, x, negative_slope * x)


ACTIVATIONS = {
    "leaky_relu": Partial(leaky, negative_slope=0.1),
    "gelu": Partial(jax.nn.gelu),
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
