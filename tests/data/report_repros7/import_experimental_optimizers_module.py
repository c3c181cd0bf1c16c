# Thread: https://github.com/google-research/cryptanalytic-model-extraction/issues/4
# Shape: `import jax.experimental.optimizers` as a module path
# expect: ModuleNotFoundError at line 6
import jax
import jax.numpy as jnp
import jax.experimental.optimizers

opt_init, opt_update, get_params = jax.experimental.optimizers.sgd(0.1)
state = opt_init(jnp.ones(3))
print(get_params(opt_update(0, jnp.ones(3), state)))
