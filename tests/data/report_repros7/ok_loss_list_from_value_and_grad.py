# Thread: https://github.com/jax-ml/jax/issues/2332
# Shape: the maintainer's suggestion: value_and_grad returns the loss, which update records
# expect: ok
import jax.numpy as jnp
import numpy as np
from jax import value_and_grad, vmap


class FourierFit:
    def __init__(self):
        self.loss_list = []

    def batched_predict(self, coefficents, values):
        return vmap(lambda v: jnp.array([jnp.dot(coefficents, jnp.cos(v * jnp.arange(3)))]))(values)

    def loss(self, coefficents, train_values, train_labels):
        preds = self.batched_predict(coefficents, train_values)[:, 0]
        return jnp.sum(jnp.square(preds - train_labels))

    def update(self, coefficients, x, y):
        l, grads = value_and_grad(self.loss)(coefficients, x, y)
        self.loss_list += [l]
        return coefficients - 0.01 * grads


fit = FourierFit()
c = jnp.zeros(3)
x, y = jnp.linspace(0.0, 1.0, 8), jnp.linspace(1.0, 2.0, 8)
for _ in range(3):
    c = fit.update(c, x, y)
print(np.asarray(jnp.stack(fit.loss_list)))
