import jax
import jax.numpy as jnp
from jax import lax

from opt.linesearch import backtrack


def gradient_descent(f, x0, tol=1e-5, max_iter=100):
    grad_f = jax.grad(f)

    def not_done(state):
        x, g, i = state
        return (jnp.linalg.norm(g) > tol) & (i < max_iter)

    def step(state):
        x, g, i = state
        t = backtrack(f, x, -g, g)
        x = x - t * g
        return x, grad_f(x), i + 1

    x, _, _ = lax.while_loop(not_done, step, (x0, grad_f(x0), 0))
    return x
