# Thread: https://github.com/google/flax/issues/1077
# Shape: the initializer computes its doubling count from the static shape with Python arithmetic (`int(math.log2(shape[0]))`) and loops over `range`, so the jitted `init` unrolls a known number of steps
# expect: ok
import math

import jax
import jax.numpy as jnp


def hadamard(key, shape, dtype=jnp.float32):
    lg2 = int(math.log2(shape[0]))
    H = jnp.ones((1, 1), dtype=dtype)
    for i in range(lg2):
        H = jnp.vstack([jnp.hstack([H, H]), jnp.hstack([H, -H])])
    return 2 ** (-lg2 / 2) * H


class Scope:
    def __init__(self, key):
        self.key = key
        self.params = {}

    def param(self, name, init_fn, *init_args):
        if name not in self.params:
            self.key, sub = jax.random.split(self.key)
            self.params[name] = init_fn(sub, *init_args)
        return self.params[name]


class HadamardTransform:
    def __init__(self, n_hadamard):
        self.n_hadamard = n_hadamard

    def __call__(self, scope, X):
        kernel = scope.param("kernel", hadamard, (self.n_hadamard,))
        return jnp.dot(X, kernel)


def init(model, key, X):
    scope = Scope(key)
    model(scope, X)
    return scope.params


model = HadamardTransform(16)
X = jax.random.normal(jax.random.PRNGKey(42), (1, 16))
params = jax.jit(init, static_argnums=0)(model, jax.random.PRNGKey(0), X)
print(params["kernel"].shape)
