# Thread: https://github.com/pnkraemer/probdiffeq/issues/139
# Shape: the resolution: the information operator returns the residual and the Jacobian of the vector field as an array (`jax.jacfwd`), both valid outputs of the jitted operator, and the correction applies the matrix
# expect: ok
import jax
import jax.numpy as jnp


class ODEResidual:
    def __init__(self, vector_field):
        self.vector_field = vector_field

    def __call__(self, x, t):
        m0, m1 = x[0], x[1]
        fx = self.vector_field(m0, t)
        jac = jax.jacfwd(lambda m: self.vector_field(m, t))(m0)
        return m1 - fx, jac


def lotka_volterra(y, t, a=0.5, b=0.05, c=0.5, d=0.05):
    return jnp.array([a * y[0] - b * y[0] * y[1], -c * y[1] + d * y[0] * y[1]])


class Correction:
    def __init__(self, information_op):
        self.information_op = jax.jit(information_op)

    def estimate_error(self, x, t):
        residual, jac = self.information_op(x, t)
        return jnp.linalg.norm(residual), jac @ jnp.ones(2)


correction = Correction(ODEResidual(lotka_volterra))
print(correction.estimate_error(jnp.array([[20.0, 20.0], [-10.0, 5.0]]), 0.0))
