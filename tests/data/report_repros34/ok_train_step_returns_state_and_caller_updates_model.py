# Thread: https://github.com/google/flax/pull/5293
# Shape: the jitted step takes the parameters and step count as arguments and returns the new ones; the caller writes them onto the model and optimizer outside the trace with the same `update` helper
# expect: ok
import jax
import jax.numpy as jnp


class Linear:
    def __init__(self, key, din, dout):
        self.w = jax.random.normal(key, (din, dout)) / jnp.sqrt(din)
        self.b = jnp.zeros(dout)

    def __call__(self, x):
        return x @ self.w + self.b

    def state(self):
        return {"w": self.w, "b": self.b}


class Optimizer:
    def __init__(self, lr):
        self.lr = lr
        self.step = jnp.zeros((), jnp.int32)


def update(obj, state):
    for name, value in state.items():
        setattr(obj, name, value)


model = Linear(jax.random.PRNGKey(0), 3, 1)
optimizer = Optimizer(0.1)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def train_step(params, step, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return params, step + 1, loss


x, y = jnp.ones((8, 3)), jnp.zeros((8, 1))
params, step, loss = train_step(model.state(), optimizer.step, x, y)
update(model, params)
update(optimizer, {"step": step})
print(loss, model(x).sum())
