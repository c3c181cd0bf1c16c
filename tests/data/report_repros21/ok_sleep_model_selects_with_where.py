# Thread: https://github.com/pyro-ppl/numpyro/issues/1763
# Shape: both branches computed and the sampled flag selects between them with `jnp.where`, so the vmapped `sample` method never branches in Python
# expect: ok
import jax
import jax.numpy as jnp


class SleepModel:
    def __init__(self, p_lazy=0.9, p_ignore=0.8):
        self.p_lazy = p_lazy
        self.p_ignore = p_ignore

    def sample(self, key):
        lazy_key, alarm_key, sleep_key = jax.random.split(key, 3)
        feeling_lazy = jax.random.bernoulli(lazy_key, self.p_lazy)
        ignore_alarm = jax.random.bernoulli(alarm_key, self.p_ignore)
        noise = jax.random.normal(sleep_key)
        return jnp.where(feeling_lazy, 8.0 + 2.0 * ignore_alarm, 6.0) + noise


model = SleepModel()
keys = jax.random.split(jax.random.key(0), 1000)
amount_slept = jax.vmap(model.sample)(keys)
print(amount_slept.mean())
