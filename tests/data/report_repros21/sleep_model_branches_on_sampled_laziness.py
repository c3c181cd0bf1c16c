# Thread: https://github.com/pyro-ppl/numpyro/issues/1763
# Shape: a generative model ported from Pyro keeps its Python `if feeling_lazy:` on a sampled Bernoulli; drawing many samples with `jax.vmap` of the model's bound `sample` method makes the draw a batched tracer
# expect: TracerBoolConversionError at line 16
import jax
import jax.numpy as jnp


class SleepModel:
    def __init__(self, p_lazy=0.9, p_ignore=0.8):
        self.p_lazy = p_lazy
        self.p_ignore = p_ignore

    def sample(self, key):
        lazy_key, alarm_key, sleep_key = jax.random.split(key, 3)
        feeling_lazy = jax.random.bernoulli(lazy_key, self.p_lazy)
        if feeling_lazy:
            ignore_alarm = jax.random.bernoulli(alarm_key, self.p_ignore)
            return 8.0 + 2.0 * ignore_alarm + jax.random.normal(sleep_key)
        return 6.0 + jax.random.normal(sleep_key)


model = SleepModel()
keys = jax.random.split(jax.random.key(0), 1000)
amount_slept = jax.vmap(model.sample)(keys)
print(amount_slept.mean())
