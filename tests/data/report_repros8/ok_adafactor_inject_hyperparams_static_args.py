# Thread: https://github.com/google-deepmind/optax/issues/412
# Shape: the workaround names the size threshold a static argument of inject_hyperparams
# expect: ok
import jax
import jax.numpy as jnp
import optax

opt = optax.inject_hyperparams(optax.adafactor, static_args=("min_dim_size_to_factor",))(learning_rate=0.1)
params = {"w": jnp.ones((256, 256)), "b": jnp.zeros(256)}
state = jax.jit(opt.init)(params)
print(type(state).__name__)
