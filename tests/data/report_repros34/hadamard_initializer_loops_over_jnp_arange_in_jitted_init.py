# Thread: https://github.com/google/flax/issues/1077
# Shape: a layer's parameter initializer (`hadamard(key, shape)`) handed to a scope's `param` method computes its loop count with `jnp.log2(shape[0])`; under the jitted `init` that is a tracer even though the shape is a Python int, so `for i in jnp.arange(lg2)` needs a concrete stop
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


def hadamard(key, shape, dtype=jnp.float32):
    lg2 = jnp.log2(shape[0])
    H = jnp.ones((1, 1), dtype=dtype)
    for i in jnp.arange(lg2):
        H = jnp.vstack([jnp.hstack([H, H]), jnp.hstack([H, -H])])
    return 2 ** (-lg2 / 2) * H


class Scope:
    """Collects parameters the first time a layer asks for them."""

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
