"""Plain parameter-dict layers: dense, layer norm, a pre-norm transformer block."""
import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, d_in, d_out):
        self.d_in, self.d_out = d_in, d_out

    def init(self, key):
        return {"w": jax.random.normal(key, (self.d_in, self.d_out)) / jnp.sqrt(self.d_in), "b": jnp.zeros(self.d_out)}

    def apply(self, p, x):
        return x @ p["w"] + p["b"]


class LayerNorm:
    def init(self, key):
        return {}

    def apply(self, p, x, eps=1e-5):
        mu = x.mean(-1, keepdims=True)
        return (x - mu) / jnp.sqrt(x.var(-1, keepdims=True) + eps)


class Block:
    def __init__(self, dim):
        self.qkv, self.proj = Dense(dim, 3 * dim), Dense(dim, dim)
        self.up, self.down, self.norm = Dense(dim, 2 * dim), Dense(2 * dim, dim), LayerNorm()

    def init(self, key):
        k = jax.random.split(key, 4)
        return {"qkv": self.qkv.init(k[0]), "proj": self.proj.init(k[1]),
                "up": self.up.init(k[2]), "down": self.down.init(k[3])}

    def apply(self, p, x):
        q, k, v = jnp.split(self.qkv.apply(p["qkv"], self.norm.apply({}, x)), 3, axis=-1)
        att = jax.nn.softmax(q @ k.swapaxes(-1, -2) / jnp.sqrt(q.shape[-1]), axis=-1)
        x = x + self.proj.apply(p["proj"], att @ v)
        return x + self.down.apply(p["down"], jax.nn.gelu(self.up.apply(p["up"], self.norm.apply({}, x))))
