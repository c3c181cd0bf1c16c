# Thread: https://github.com/jax-ml/jax/issues/2009
# Shape: the proposal's `PRNGKeyGenerator`: an object keeps the key on `self._key` and `next()` splits it, storing one half back and returning the other, so every draw of the initialiser gets a fresh key (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class PRNGKeyGenerator:
    def __init__(self, seed):
        self._key = jax.random.key(seed)

    def next(self):
        self._key, new_key = jax.random.split(self._key)
        return new_key


def init_layer(keygen, n_in, n_out):
    w = jax.random.uniform(keygen.next(), (n_in, n_out), minval=-1.0, maxval=1.0)
    b = jax.random.uniform(keygen.next(), (n_out,), minval=-1.0, maxval=1.0)
    return {"w": w, "b": b}


def init_mlp(keygen, sizes):
    return [init_layer(keygen, n_in, n_out) for n_in, n_out in zip(sizes[:-1], sizes[1:])]


keygen = PRNGKeyGenerator(0)
params = init_mlp(keygen, [3, 4, 1])
print(jnp.sum(params[0]["w"]))
