# Thread: https://github.com/patrick-kidger/equinox/issues/681
# Shape: the same Encoder under `eqx.filter_jit`, which traces only the arrays and keeps Dropout's bool flag and float rate static
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    proj: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, key, p=0.2):
        self.proj = eqx.nn.Linear(4, 2, key=key)
        self.dropout = eqx.nn.Dropout(p)

    def __call__(self, x, *, key):
        return self.proj(self.dropout(x, key=key))


@eqx.filter_jit
def loss_fn(model, x, y, key):
    pred = model(x, key=key)
    return jnp.mean((pred - y) ** 2)


model = Encoder(jax.random.key(0))
print(loss_fn(model, jnp.ones(4), jnp.zeros(2), jax.random.key(1)))
