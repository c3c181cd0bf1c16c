# Thread: https://github.com/patrick-kidger/equinox/issues/681
# Shape: an eqx.Module with a Dropout layer handed to a plain `@jax.jit` loss: jax.jit traces every leaf, so Dropout's Python bool `inference` becomes a tracer and its `if inference:` fails (eqx.filter_jit keeps it static)
# expect: TracerBoolConversionError at line 18
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


@jax.jit
def loss_fn(model, x, y, key):
    pred = model(x, key=key)
    return jnp.mean((pred - y) ** 2)


model = Encoder(jax.random.key(0))
print(loss_fn(model, jnp.ones(4), jnp.zeros(2), jax.random.key(1)))
