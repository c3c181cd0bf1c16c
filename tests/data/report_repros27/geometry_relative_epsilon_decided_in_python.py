# Thread: https://github.com/ott-jax/ott/pull/51
# Shape: a registered pytree Geometry decides in a property whether epsilon is relative (`rel = epsilon is None or epsilon < 1.0`) and branches on it with `if`; the epsilon handed to the jitted, doubly vmapped divergence is a tracer, so the property's `if` converts a tracer to bool
# expect: TracerBoolConversionError at line 28
import functools

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Geometry:
    def __init__(self, cost_matrix, epsilon=None, relative_epsilon=None, scale_epsilon=None):
        self._cost_matrix = cost_matrix
        self._epsilon_init = epsilon
        self._relative_epsilon = relative_epsilon
        self._scale_epsilon = scale_epsilon

    @property
    def mean_cost_matrix(self):
        return jnp.mean(self._cost_matrix)

    @property
    def scale_epsilon(self):
        rel = self._relative_epsilon
        if rel is None:
            # a small epsilon is read as relative to the mean cost
            rel = self._epsilon_init is None or self._epsilon_init < 1.0
        if self._scale_epsilon is None and rel:
            return jax.lax.stop_gradient(self.mean_cost_matrix)
        return 1.0 if self._scale_epsilon is None else self._scale_epsilon

    @property
    def epsilon(self):
        eps = 5e-2 if self._epsilon_init is None else self._epsilon_init
        return eps * self.scale_epsilon

    def tree_flatten(self):
        aux = {"relative_epsilon": self._relative_epsilon, "scale_epsilon": self._scale_epsilon}
        return (self._cost_matrix, self._epsilon_init), aux

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, **aux)


def sinkhorn_cost(geom, a, b, num_iters=20):
    kernel = jnp.exp(-geom._cost_matrix / geom.epsilon)
    u = jnp.ones_like(a)
    for _ in range(num_iters):
        v = b / (kernel.T @ u)
        u = a / (kernel @ v)
    return jnp.sum(u[:, None] * kernel * v[None, :] * geom._cost_matrix)


def sinkhorn_divergence(cost, a, b, epsilon):
    geom = Geometry(cost, epsilon=epsilon)
    return sinkhorn_cost(geom, a, b) - 0.5 * (sinkhorn_cost(geom, a, a) + sinkhorn_cost(geom, b, b))


@functools.partial(jax.vmap, in_axes=[0, None, None, None])
@functools.partial(jax.vmap, in_axes=[None, 0, None, None])
def sink_div(hist_1, hist_2, cost, epsilon):
    return sinkhorn_divergence(cost, hist_1, hist_2, epsilon)


keys = jax.random.split(jax.random.key(0), 3)
cost = jax.random.uniform(keys[0], (5, 5))
hist_1 = jax.nn.softmax(jax.random.normal(keys[1], (3, 5)))
hist_2 = jax.nn.softmax(jax.random.normal(keys[2], (4, 5)))
print(jax.jit(sink_div)(hist_1, hist_2, cost, 0.1).shape)
