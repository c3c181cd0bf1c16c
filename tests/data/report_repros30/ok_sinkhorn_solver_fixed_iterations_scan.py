# Thread: https://github.com/google-research/ott/issues/7
# Shape: the fix the thread converges on: the solver runs a fixed number of iterations with `lax.scan`, which reverse-mode differentiation supports
# expect: ok
import jax
import jax.numpy as jnp


class Sinkhorn:
    def __init__(self, epsilon=0.1, iterations=50):
        self.epsilon = epsilon
        self.iterations = iterations

    def run(self, cost, a, b):
        kernel = jnp.exp(-cost / self.epsilon)

        def body_fn(state, _):
            u, v = state
            u = a / (kernel @ v)
            v = b / (kernel.T @ u)
            return (u, v), None

        (u, v), _ = jax.lax.scan(body_fn, (jnp.ones_like(a), jnp.ones_like(b)), None, length=self.iterations)
        return jnp.sum(u[:, None] * kernel * v[None, :] * cost)


def transport_loss(cost, a, b, solver):
    return solver.run(cost, a, b)


a = jnp.ones(3) / 3
b = jnp.ones(4) / 4
cost = jnp.abs(jnp.arange(3.0)[:, None] - jnp.arange(4.0)[None, :])
print(jax.grad(transport_loss)(cost, a, b, Sinkhorn()))
