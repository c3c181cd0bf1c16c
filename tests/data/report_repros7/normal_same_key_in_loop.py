# Thread: https://github.com/jax-ml/jax/issues/16845
# Shape: a key made once and handed to every draw of a simulation loop
# expect: KeyReuseError at line 13
import jax
from jax import numpy, random

jax.config.update("jax_debug_key_reuse", True)


def simulate(key, n_steps):
    x = numpy.zeros(3)
    for _ in range(n_steps):
        x = x + random.normal(key, (3,))
    return x


print(simulate(random.key(0), 4))
