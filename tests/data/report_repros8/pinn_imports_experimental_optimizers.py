# Thread: https://github.com/jdtoscano94/NABLA-SciML/issues/4
# Shape: a PINN notebook takes its Adam optimizer from jax.experimental
# expect: ImportError at line 6
import jax
import jax.numpy as np
from jax.experimental import optimizers

opt_init, opt_update, get_params = optimizers.adam(1e-3)
params = [np.ones((2, 20)), np.zeros(20)]
opt_state = opt_init(params)
print(get_params(opt_state)[0].shape)
