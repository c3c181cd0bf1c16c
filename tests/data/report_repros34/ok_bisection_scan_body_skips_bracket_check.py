# Thread: https://github.com/google/jaxopt/issues/191
# Shape: the scan body builds the solver with `check_bracket=False`, the maintainers' answer: the Python-level bracket check is skipped, so the solver runs on traced bounds
# expect: ok
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
    bisec = Bisection(optimality_fun=F, lower=0.0, upper=2 * x0 + 0.1, check_bracket=False)
    return carry, bisec.run(x0)


_, roots = jax.lax.scan(step, None, jnp.linspace(0.4, 0.6, 11))
print(roots)
