import equinox as eqx
import jax
import jax.numpy as jnp


class TimeEmbedding(eqx.Module):
    weights: jax.Array

    def __init__(self, dim, key, scale=30.0):
        self.weights = jax.random.normal(key, (dim // 2,)) * scale

    def __call__(self, t):
        proj = t * self.weights * 2 * jnp.pi
        return jnp.concatenate([jnp.sin(proj), jnp.cos(proj)])


class ScoreNet(eqx.Module):
    embed: TimeEmbedding
    mlp: eqx.nn.MLP

    def __init__(self, data_dim, key, hidden=64):
        k1, k2 = jax.random.split(key)
        self.embed = TimeEmbedding(16, k1)
        self.mlp = eqx.nn.MLP(data_dim + 16, data_dim, hidden, depth=2, key=k2)

    def __call__(self, x, t):
        h = jnp.concatenate([x, self.embed(t)])
        return self.mlp(h)
