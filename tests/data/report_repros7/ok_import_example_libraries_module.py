# Thread: https://github.com/google-research/cryptanalytic-model-extraction/issues/4
# Shape: the module at its new path, imported the same way
# expect: ok
import jax
import jax.numpy as jnp
import jax.example_libraries.optimizers

opt_init, opt_update, get_params = jax.example_libraries.optimizers.sgd(0.1)
state = opt_init(jnp.ones(3))
print(get_params(opt_update(0, jnp.ones(3), state)))
