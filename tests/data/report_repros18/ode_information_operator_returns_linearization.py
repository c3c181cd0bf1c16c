# Thread: https://github.com/pnkraemer/probdiffeq/issues/139
# Shape: probdiffeq's information operators return `(residual, fn)`: the ODE residual together with the linearised vector field as a function; jitting the operator fails because a function is not a valid output of a jitted function
# expect: TypeError at line 28
import jax
import jax.numpy as jnp


class ODEResidual:
    def __init__(self, vector_field):
        self.vector_field = vector_field

    def __call__(self, x, t):
        m0, m1 = x[0], x[1]
        fx = self.vector_field(m0, t)
        jvp_fn = lambda v: jax.jvp(lambda m: self.vector_field(m, t), (m0,), (v,))[1]
        return m1 - fx, jvp_fn


def lotka_volterra(y, t, a=0.5, b=0.05, c=0.5, d=0.05):
    return jnp.array([a * y[0] - b * y[0] * y[1], -c * y[1] + d * y[0] * y[1]])


class Correction:
    def __init__(self, information_op):
        self.information_op = jax.jit(information_op)

    def estimate_error(self, x, t):
        residual, linop = self.information_op(x, t)
        return jnp.linalg.norm(residual), linop(jnp.ones(2))


correction = Correction(ODEResidual(lotka_volterra))
print(correction.estimate_error(jnp.array([[20.0, 20.0], [-10.0, 5.0]]), 0.0))
