# Thread: https://github.com/google/jaxopt/issues/191
# Shape: a `Bisection` solver object whose `run` checks the bracket with `if jnp.sign(f(lower)) == jnp.sign(f(upper)):` when its `check_bracket` flag (default True) is set; built inside a `lax.scan` body with bounds from the scanned value, the check converts a traced comparison
# expect: TracerBoolConversionError at line 21
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
        f = lambda x: self.optimality_fun(x, *args)
        lower = jnp.asarray(self.lower, dtype=float)
        upper = jnp.asarray(self.upper, dtype=float)
        if self.check_bracket:
            if jnp.sign(f(lower)) == jnp.sign(f(upper)):
                raise ValueError("The root is not contained in [lower, upper].")
        sign = jnp.sign(f(upper))

        def body(i, bounds):
            lo, hi = bounds
            mid = 0.5 * (lo + hi)
            too_large = sign * f(mid) > 0
            return jnp.where(too_large, lo, mid), jnp.where(too_large, mid, hi)

        lo, hi = jax.lax.fori_loop(0, self.maxiter, body, (lower, upper))
        return 0.5 * (lo + hi)


def F(x, x0):
    return x - x0


def step(carry, x0):
    bisec = Bisection(optimality_fun=F, lower=0.0, upper=2 * x0 + 0.1)
    return carry, bisec.run(x0)


_, roots = jax.lax.scan(step, None, jnp.linspace(0.4, 0.6, 11))
print(roots)
