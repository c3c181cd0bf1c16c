# Thread: https://github.com/google/jaxopt/issues/70
# Shape: the same solver with the projection written in jax.numpy (the library's own projections), so it traces inside the while loop
# expect: ok
import jax
import jax.numpy as jnp
import numpy


def f(x):
    return x[0] ** 2 - x[1] ** 2


def projection_polyhedron(x, hyperparams):
    A, b, G, h = hyperparams
    slack = jnp.maximum(G @ x - h, 0.0)
    return x - G.T @ slack / jnp.sum(G * G, axis=1).max()


def run(init_params, hyperparams, stepsize=0.1, maxiter=20):
    def body_fun(state):
        x, it = state
        x = projection_polyhedron(x - stepsize * jax.grad(f)(x), hyperparams)
        return x, it + 1

    return jax.lax.while_loop(lambda state: state[1] < maxiter, body_fun, (init_params, 0))


A = numpy.array([[0.0, 0.0]])
b = numpy.array([0.0])
G = numpy.array([[-1.0, -1.0], [0.0, 1.0], [1.0, -1.0], [-1.0, 0.0], [0.0, -1.0]])
h = numpy.array([-1.0, 1.0, 1.0, 0.0, 0.0])
x, n = run(jnp.array([0.0, 1.0]), (A, b, G, h))
print(x, n)
