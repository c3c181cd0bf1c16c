# Thread: https://github.com/jax-ml/jax/pull/3656
# Shape: jax.nn.one_hot's class count from a jitted config argument
# expect: ConcretizationTypeError at line 13
import jax
import jax.numpy as jnp


class Encoder:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def encode(self, labels, num_classes):
        return jax.nn.one_hot(labels, num_classes)


enc = Encoder(5)
encode = jax.jit(enc.encode)
encode(jnp.array([0, 1, 3]), enc.num_classes)
