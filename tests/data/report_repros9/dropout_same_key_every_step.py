# Thread: https://github.com/patrick-kidger/equinox/issues/1083
# Shape: a training loop hands the same key to a model with eqx.nn.Dropout at every step (the key-reuse checker on)
# expect: KeyReuseError at line 25; cause line 38
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

jax.config.update("jax_debug_key_reuse", True)


class Net(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        self.linear = eqx.nn.Linear(4, 1, key=key)
        self.dropout = eqx.nn.Dropout(0.5)

    def __call__(self, x, *, key):
        return self.linear(self.dropout(x, key=key))


def loss_fn(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    pred = jax.vmap(lambda xi, ki: model(xi, key=ki))(x, keys)
    return jnp.mean((pred - y) ** 2)


model_key, dropout_key = jax.random.split(jax.random.key(0))
model = Net(model_key)
optim = optax.sgd(0.1)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
x = jnp.ones((8, 4))
y = jnp.zeros((8, 1))

for step in range(3):
    grads = eqx.filter_grad(loss_fn)(model, x, y, dropout_key)
    updates, opt_state = optim.update(grads, opt_state)
    model = eqx.apply_updates(model, updates)
print(loss_fn(model, x, y, dropout_key))
