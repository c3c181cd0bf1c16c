# Thread: https://github.com/jax-ml/jax/pull/12960
# Shape: a summary function takes a config dict (a pytree) alongside the values; under jit the dict's integer bin count is a tracer when it reaches jnp.histogram's `bins`
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def summarize(values, config):
    counts, edges = jnp.histogram(values, bins=config["num_bins"], range=(0.0, 1.0))
    return counts / values.size, edges


summarize_jit = jax.jit(summarize)
config = {"num_bins": 4}
print(summarize_jit(jnp.linspace(0.0, 1.0, 9), config)[0])
