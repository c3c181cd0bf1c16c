# Thread: https://github.com/google/jaxopt/issues/70
# Shape: a projected-gradient solver runs its iterations in a `lax.while_loop`; the projection onto the polyhedron hands the iterate to a host QP solver (cvxpy in the thread) that converts it with `numpy.asarray`
# expect: TracerArrayConversionError at line 14
import jax
import jax.numpy as jnp
import numpy


def f(x):
    return x[0] ** 2 - x[1] ** 2


def const_to_matrix(value):
    return numpy.asarray(value)


def projection_polyhedron(x, hyperparams):
    A, b, G, h = hyperparams
    y = const_to_matrix(x)
    slack = numpy.maximum(G @ y - h, 0.0)
    return jnp.asarray(y - G.T @ slack / numpy.sum(G * G, axis=1).max())


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
