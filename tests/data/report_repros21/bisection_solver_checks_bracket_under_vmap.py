# Thread: https://github.com/google/jaxopt/issues/422
# Shape: a bisection solver class checks in `run` that its bracket has a sign change, in Python, on values computed from the traced `factor` argument; vmapping the function that builds and runs the solver makes the check a batched tracer
# expect: TracerBoolConversionError at line 19
import jax
import jax.numpy as jnp


class Bisection:
    def __init__(self, optimality_fun, lower, upper, maxiter=30, check_bracket=True):
        self.optimality_fun = optimality_fun
        self.lower = lower
        self.upper = upper
        self.maxiter = maxiter
        self.check_bracket = check_bracket

    def run(self, *args):
        lower_val = self.optimality_fun(self.lower, *args)
        upper_val = self.optimality_fun(self.upper, *args)
        if self.check_bracket and jnp.sign(lower_val) == jnp.sign(upper_val):
            raise ValueError("lower and upper do not bracket a root")

        def body(_, bounds):
            lo, hi = bounds
            mid = 0.5 * (lo + hi)
            same = jnp.sign(self.optimality_fun(mid, *args)) == jnp.sign(self.optimality_fun(lo, *args))
            return jnp.where(same, mid, lo), jnp.where(same, hi, mid)

        lo, hi = jax.lax.fori_loop(0, self.maxiter, body, (jnp.float32(self.lower), jnp.float32(self.upper)))
        return 0.5 * (lo + hi)


def F(x, factor):
    return factor * x**3 - x - 2


def root(factor):
    bisec = Bisection(optimality_fun=F, lower=1.0, upper=2.0)
    return bisec.run(factor)


print(jax.vmap(root)(jnp.array([2.0, 2.0])))
