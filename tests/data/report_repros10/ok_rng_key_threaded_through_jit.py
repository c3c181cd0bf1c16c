# Thread: https://github.com/jax-ml/jax/issues/20082
# Shape: the functional form: the jitted function takes the key and returns the new one, the object is updated outside
# expect: ok
import jax


class StatefulRNG:
    def __init__(self, key):
        self.key = key


@jax.jit
def jitted(key):
    key, k1, k2 = jax.random.split(key, 3)
    return key, jax.random.normal(k1) + jax.random.normal(k2)


rng = StatefulRNG(jax.random.key(0))
rng.key, value = jitted(rng.key)
print(value)
rng.key, value = jitted(rng.key)
print(value)
