# Thread: https://github.com/jax-ml/jax/issues/1105
# Shape: a trainer differentiates its own `loss` method with `jax.grad(self.loss, has_aux=True)`, but the method returns only the scalar loss, not a `(loss, aux)` pair
# expect: TypeError at line 18; cause line 15
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate

    def loss(self, params, batch):
        x, y = batch
        pred = x @ params["w"]
        return jnp.mean((pred - y) ** 2)

    def step(self, params, batch):
        grads, metrics = jax.grad(self.loss, has_aux=True)(params, batch)
        new_params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return new_params, metrics


trainer = Trainer(0.1)
params = {"w": jnp.ones((3,))}
batch = (jnp.ones((4, 3)), jnp.zeros(4))
params, metrics = trainer.step(params, batch)
print(params, metrics)
