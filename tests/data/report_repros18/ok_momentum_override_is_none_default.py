# Thread: https://github.com/google/objax/pull/92
# Shape: the override written without a truth test: `momentum = self.momentum if momentum is None else momentum`, so a traced momentum passes through and an omitted one (None, an empty pytree under jit) takes the default
# expect: ok
import jax
import jax.numpy as jnp


class Momentum:
    def __init__(self, params, momentum=0.9):
        self.momentum = momentum
        self.m = jax.tree_util.tree_map(jnp.zeros_like, params)
        self._step = jax.jit(self._update)

    def __call__(self, params, lr, grads, momentum=None):
        params, self.m = self._step(params, self.m, lr, grads, momentum)
        return params

    def _update(self, params, m, lr, grads, momentum=None):
        momentum = self.momentum if momentum is None else momentum
        m = jax.tree_util.tree_map(lambda mi, g: momentum * mi + g, m, grads)
        params = jax.tree_util.tree_map(lambda p, mi: p - lr * mi, params, m)
        return params, m


params = {"w": jnp.ones(3), "b": jnp.zeros(())}
opt = Momentum(params)
grads = jax.grad(lambda p: jnp.sum(p["w"] ** 2) + p["b"] ** 2)(params)
params = opt(params, 0.1, grads, momentum=0.5)
params = opt(params, 0.1, grads)
print(params)
