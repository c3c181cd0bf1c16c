# Thread: https://github.com/google-deepmind/optax/issues/412
# Shape: optax.inject_hyperparams(optax.adafactor) with every argument dynamic, its init jitted
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp
import optax

opt = optax.inject_hyperparams(optax.adafactor)(learning_rate=0.1)
params = {"w": jnp.ones((256, 256)), "b": jnp.zeros(256)}
state = jax.jit(opt.init)(params)
print(type(state).__name__)
