# Thread: https://github.com/blackjax-devs/blackjax/pull/526
# Shape: the review's style: key, *subkeys = random.split(key, num=k + 1), one subkey per draw
# expect: ok
import jax
from jax import random

jax.config.update("jax_debug_key_reuse", True)


def multiple_proposals(key, position, k):
    key, *subkeys = random.split(key, num=k + 1)
    proposals = []
    for subkey in subkeys:
        proposals.append(position + random.normal(subkey, position.shape))
    return key, proposals


key, out = multiple_proposals(random.key(0), jax.numpy.zeros(2), 3)
