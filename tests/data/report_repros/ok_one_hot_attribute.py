# Thread: https://github.com/jax-ml/jax/pull/3656
# Shape: the class count read from the object (static), not passed through jit
# expect: ok
import jax
import jax.numpy as jnp


class Encoder:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def encode(self, labels):
        return jax.nn.one_hot(labels, self.num_classes)


enc = Encoder(5)
encode = jax.jit(enc.encode)
encode(jnp.array([0, 1, 3]))
