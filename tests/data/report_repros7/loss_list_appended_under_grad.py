# Thread: https://github.com/jax-ml/jax/issues/2332
# Shape: the loss function appends each loss to a list on self; grad makes those entries tracers
# expect: UnexpectedTracerError at line 32; cause line 19
import jax.numpy as jnp
import numpy as np
from jax import grad, vmap


class FourierFit:
    def __init__(self):
        self.loss_list = []

    def batched_predict(self, coefficents, values):
        return vmap(lambda v: jnp.array([jnp.dot(coefficents, jnp.cos(v * jnp.arange(3)))]))(values)

    def loss(self, coefficents, train_values, train_labels):
        preds = self.batched_predict(coefficents, train_values)[:, 0]
        l = jnp.sum(jnp.square(preds - train_labels))
        self.loss_list += [l]
        return l

    def update(self, coefficients, x, y):
        grads = grad(self.loss)(coefficients, x, y)
        return coefficients - 0.01 * grads


fit = FourierFit()
c = jnp.zeros(3)
x, y = jnp.linspace(0.0, 1.0, 8), jnp.linspace(1.0, 2.0, 8)
for _ in range(3):
    c = fit.update(c, x, y)
print(jnp.stack(fit.loss_list))
