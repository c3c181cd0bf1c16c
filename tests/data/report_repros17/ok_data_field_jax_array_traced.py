# Thread: https://github.com/patrick-kidger/equinox/issues/746
# Shape: the container as the answer suggests: the array field is an ordinary (traced) field, so each call passes the data as an array leaf and nothing static is compared
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp
import jax.random as jr


class Data(eqx.Module):
    data: jax.Array

    def __init__(self, seed):
        self.data = jr.uniform(jr.key(seed), (10, 10))


class Model(eqx.Module):
    foo: jax.Array

    def __init__(self, foo):
        self.foo = jnp.array(foo)


@eqx.filter_jit
@eqx.filter_value_and_grad
def loss_fn(model, data):
    return jnp.sum(model.foo - data.data)


model = Model(1.0)
data0, data1 = Data(0), Data(1)
loss, grads = loss_fn(model, data0)
loss, grads = loss_fn(model, data1)
print(loss)
