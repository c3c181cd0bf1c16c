# Thread: https://github.com/jdtoscano94/NABLA-SciML/issues/4
# Shape: the optimizer taken from its new home, jax.example_libraries
# expect: ok
import jax
import jax.numpy as np
from jax.example_libraries import optimizers

opt_init, opt_update, get_params = optimizers.adam(1e-3)
params = [np.ones((2, 20)), np.zeros(20)]
opt_state = opt_init(params)
print(get_params(opt_state)[0].shape)
