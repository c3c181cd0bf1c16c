# Thread: https://github.com/google/flax/pull/5293
# Shape: a stateful model and optimizer are closed over by a jitted `train_step` that writes the new parameters and the optimizer's step count back onto the objects with an `update(obj, state)` helper (`setattr` over a dict); the objects outlive the trace, and the next eager read of the model's parameters meets a tracer
# expect: UnexpectedTracerError at line 14; cause line 32
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

    def apply(self, params, grads):
        self.step = self.step + 1
        return jax.tree.map(lambda p, g: p - self.lr * g, params, grads)


def update(obj, state):
    for name, value in state.items():
        setattr(obj, name, value)


model = Linear(jax.random.PRNGKey(0), 3, 1)
optimizer = Optimizer(0.1)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def train_step(x, y):
    params = model.state()
    grads = jax.grad(loss_fn)(params, x, y)
    update(model, optimizer.apply(params, grads))
    return loss_fn(params, x, y)


x, y = jnp.ones((8, 3)), jnp.zeros((8, 1))
print(train_step(x, y))
print(model(x).sum())
