# Thread: https://github.com/jax-ml/jax/issues/19887
# Shape: a NeRF model method prints an intermediate encoding while `value_and_grad` of a jitted loss runs
# expect: printed-tracer at line 16
import jax
import jax.numpy as jnp


class NerfModel:
    def __init__(self, num_freqs):
        self.num_freqs = num_freqs

    def encode(self, directions):
        freqs = 2.0 ** jnp.arange(self.num_freqs)
        enc = jnp.sin(directions[..., None] * freqs)
        max_reflection_encoding = jnp.max(enc)
        print(max_reflection_encoding)
        return enc.reshape(directions.shape[0], -1)

    def __call__(self, params, directions):
        return self.encode(directions) @ params


model = NerfModel(4)


@jax.jit
def loss_fn(params, directions):
    return jnp.mean(model(params, directions) ** 2)


jax.value_and_grad(loss_fn)(jnp.ones((12,)), jnp.ones((8, 3)))
