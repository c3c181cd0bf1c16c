# Thread: https://github.com/andresgur/mind_the_gaps/issues/78
# Shape: a GP model object keeps a nested `kernel_spec` dict (term -> parameter -> {"value", "bounds"}) and rebuilds its kernel from it; `update_params` writes each new value with `float(...)`, and the model comparison jits the negative log-likelihood, so the parameters reaching `float` are tracers
# expect: ConcretizationTypeError at line 36
import jax
import jax.numpy as jnp


class CeleriteTerm:
    def __init__(self, log_a, log_c):
        self.log_a = log_a
        self.log_c = log_c

    def value(self, tau):
        return jnp.exp(self.log_a) * jnp.exp(-jnp.exp(self.log_c) * tau)


class KernelSpec:
    def __init__(self, spec):
        self.spec = spec

    def build(self):
        return [CeleriteTerm(t["log_a"]["value"], t["log_c"]["value"]) for t in self.spec.values()]


class GPModelling:
    def __init__(self, times, rates, errors, kernel_spec):
        self.times = times
        self.rates = rates
        self.errors = errors
        self.kernel_spec = kernel_spec

    def update_params(self, params):
        flat = iter(params)
        for term in self.kernel_spec.spec.values():
            for name in ("log_a", "log_c"):
                term[name]["value"] = float(next(flat))

    def negative_log_likelihood(self, params):
        self.update_params(params)
        tau = jnp.abs(self.times[:, None] - self.times[None, :])
        cov = sum(term.value(tau) for term in self.kernel_spec.build()) + jnp.diag(self.errors**2)
        resid = self.rates - jnp.mean(self.rates)
        chol = jnp.linalg.cholesky(cov)
        alpha = jax.scipy.linalg.cho_solve((chol, True), resid)
        return 0.5 * resid @ alpha + jnp.sum(jnp.log(jnp.diag(chol)))


spec = KernelSpec({
    "damped_random_walk": {"log_a": {"value": 0.0, "bounds": (-5, 5)}, "log_c": {"value": -1.0, "bounds": (-5, 5)}},
})
times = jnp.linspace(0.0, 10.0, 20)
model = GPModelling(times, jnp.sin(times), jnp.full(20, 0.1), spec)
nll = jax.jit(model.negative_log_likelihood)
print(nll(jnp.array([0.1, -0.5])))
