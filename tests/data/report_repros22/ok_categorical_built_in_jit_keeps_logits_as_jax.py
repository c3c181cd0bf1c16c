# Thread: https://github.com/tensorflow/probability/issues/1525
# Shape: the same distribution class converting its logits with `jnp.asarray`, so constructing it inside the jitted function keeps them traced
# expect: ok
import jax
import jax.numpy as jnp


class Categorical:
    def __init__(self, logits):
        self.logits = jnp.asarray(logits, dtype=jnp.float32)

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
