# Thread: https://github.com/tensorflow/probability/issues/1525
# Shape: a Categorical distribution class converts its `logits` in `__init__` the way a TF-style `convert_to_tensor` does, through NumPy; building the distribution inside a jitted function hands the constructor a tracer
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


class Categorical:
    def __init__(self, logits):
        self.logits = np.asarray(logits, dtype=np.float32)

    def entropy(self):
        log_p = jax.nn.log_softmax(self.logits, axis=-1)
        return -jnp.sum(jnp.exp(log_p) * log_p, axis=-1)

    def sample(self, key):
        return jax.random.categorical(key, self.logits, axis=-1)


@jax.jit
def fun(logits):
    d = Categorical(logits=logits)
    return d.entropy()


print(fun(jnp.zeros((8, 5))))
