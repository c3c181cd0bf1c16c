# Thread: https://github.com/blackjax-devs/blackjax/pull/526
# Shape: k proposals each drawn with the same key inside a loop
# expect: KeyReuseError at line 13
import jax
from jax import random

jax.config.update("jax_debug_key_reuse", True)


def multiple_proposals(key, position, k):
    proposals = []
    for _ in range(k):
        proposals.append(position + random.normal(key, position.shape))
    return proposals


out = multiple_proposals(random.key(0), jax.numpy.zeros(2), 3)
