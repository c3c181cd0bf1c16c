# Thread: https://github.com/google-research/ott/issues/7
# Shape: a Sinkhorn solver object iterates its scaling updates with `lax.while_loop` until the marginal error is below its threshold; a loss differentiates the regularised transport cost with respect to the cost matrix, and reverse-mode differentiation of a while_loop raises ValueError
# expect: ValueError at line 40; cause line 29
import jax
import jax.numpy as jnp


class Sinkhorn:
    def __init__(self, epsilon=0.1, threshold=1e-3, max_iterations=200):
        self.epsilon = epsilon
        self.threshold = threshold
        self.max_iterations = max_iterations

    def run(self, cost, a, b):
        kernel = jnp.exp(-cost / self.epsilon)

        def cond_fn(state):
            _, v, err, it = state
            return (err > self.threshold) & (it < self.max_iterations)

        def body_fn(state):
            u, v, _, it = state
            u = a / (kernel @ v)
            v = b / (kernel.T @ u)
            err = jnp.sum(jnp.abs(u * (kernel @ v) - a))
            return u, v, err, it + 1

        init = (jnp.ones_like(a), jnp.ones_like(b), jnp.inf, 0)
        u, v, _, _ = jax.lax.while_loop(cond_fn, body_fn, init)
        return jnp.sum(u[:, None] * kernel * v[None, :] * cost)


def transport_loss(cost, a, b, solver):
    return solver.run(cost, a, b)


a = jnp.ones(3) / 3
b = jnp.ones(4) / 4
cost = jnp.abs(jnp.arange(3.0)[:, None] - jnp.arange(4.0)[None, :])
print(jax.grad(transport_loss)(cost, a, b, Sinkhorn()))
