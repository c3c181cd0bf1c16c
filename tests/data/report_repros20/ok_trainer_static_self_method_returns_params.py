# Thread: https://github.com/jax-ml/jax/issues/15136
# Shape: the answer's fix: the jitted method takes the parameters and returns the updated list; `train` (not traced) stores them on the model
# expect: ok
import functools

import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, sizes, lr):
        key = jax.random.key(0)
        self.lr = lr
        self.param = []
        for m, n in zip(sizes[:-1], sizes[1:]):
            key, sub = jax.random.split(key)
            self.param.append((0.1 * jax.random.normal(sub, (m, n)), jnp.zeros(n)))

    def loss(self, param, data, labels):
        x = data
        for w, b in param:
            x = jnp.tanh(x @ w + b)
        return jnp.mean((x - labels) ** 2)


class Trainer:
    def __init__(self, nn, data, labels):
        self.nn = nn
        self.data = data
        self.labels = labels

    @functools.partial(jax.jit, static_argnums=(0,))
    def opt(self, param):
        grads = jax.grad(self.nn.loss)(param, self.data, self.labels)
        return [(w - self.nn.lr * dw, b - self.nn.lr * db)
                for (w, b), (dw, db) in zip(param, grads)]

    def train(self, epochs):
        for _ in range(epochs):
            self.nn.param = self.opt(self.nn.param)
        return self.nn.loss(self.nn.param, self.data, self.labels)


data = jnp.ones((8, 3))
labels = jnp.zeros((8, 2))
trainer = Trainer(MLP([3, 4, 2], lr=0.1), data, labels)
print(trainer.train(3))
