# Thread: https://github.com/jax-ml/jax/issues/20082
# Shape: a StatefulRNG object keeps its key on self and a jitted function calls its split(), storing a traced key on the object
# expect: UnexpectedTracerError at line 12; cause line 13
import jax


class StatefulRNG:
    def __init__(self, key):
        self.key = key

    def split(self):
        new_key, returned_key = jax.random.split(self.key)
        self.key = new_key
        return returned_key


rng = StatefulRNG(jax.random.key(0))


def jitted():
    return jax.random.normal(rng.split()) + jax.random.normal(rng.split())


print(jax.jit(jitted)())
print(jax.random.normal(rng.split()))
