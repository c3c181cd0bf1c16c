# Thread: https://github.com/jax-ml/jax/issues/20082
# Shape: the StatefulRNG object's split() is called from a lax.scan body, so the key it stores on self is a scan tracer
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


def body(carry, _):
    return carry + jax.random.normal(rng.split()), None


total, _ = jax.lax.scan(body, 0.0, None, length=4)
print(total)
print(jax.random.normal(rng.split()))
