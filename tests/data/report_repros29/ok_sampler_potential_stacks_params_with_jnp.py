# Thread: https://github.com/pyro-ppl/numpyro/issues/570
# Shape: the fix packs the sampled values with `jnp.array` (a traced row the response function can take) and keeps the time grid in NumPy, so the sampler's jitted potential runs
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def transit_time_pdf(times, params):
    pos, eff, sig, mean_time = params[0, 0], params[0, 1], params[0, 2], params[0, 3]
    shape = jnp.exp(-0.5 * ((times - pos) / sig) ** 2)
    return eff * shape * jnp.exp(-times / mean_time)


def model(params, mrt):
    pos, eff, sig, mean_time = params["pos"], params["eff"], params["sig"], params["mean_time"]
    array = jnp.array([[pos, eff, sig, mean_time]])
    times = np.arange(0, 100)
    predicted = transit_time_pdf(times, array)
    return -0.5 * jnp.sum((predicted - mrt) ** 2 / params["sigma"] ** 2)


class HMCSampler:
    def __init__(self, log_density, step_size=1e-3):
        self.step_size = step_size
        self._grad = jax.jit(jax.value_and_grad(log_density))

    def step(self, params, mrt):
        value, grads = self._grad(params, mrt)
        return jax.tree_util.tree_map(lambda p, g: p + self.step_size * g, params, grads), value


init = {"pos": 10.0, "eff": 0.5, "sig": 1.0, "mean_time": 10.0, "sigma": 1.0}
sampler = HMCSampler(model)
params, value = sampler.step(init, jnp.zeros(100))
print(value)
