# Thread: https://github.com/kazewong/jim/pull/218
# Shape: a constrained prior evaluates its list of bound constraints with the builtin `all`, and its log_prob is vmapped over samples
# expect: TracerBoolConversionError at line 20
import jax
import jax.numpy as jnp


def _make_bound_constraint(name, bound, lower):
    if lower:
        return lambda x: x[name] >= bound
    return lambda x: x[name] <= bound


class ConstrainedPrior:
    def __init__(self, name, xmin, xmax):
        self.name = name
        self.constraints = [_make_bound_constraint(name, xmin, True), _make_bound_constraint(name, xmax, False)]

    def eval_constraints(self, x):
        return all([constraint(x) for constraint in self.constraints])

    def log_prob(self, z):
        eval_result = self.eval_constraints(z)
        return jnp.where(eval_result, -0.5 * z[self.name] ** 2, -jnp.inf)


prior = ConstrainedPrior("m", -1.0, 1.0)
samples = {"m": jnp.linspace(-2.0, 2.0, 5)}
print(jax.vmap(prior.log_prob)(samples))
