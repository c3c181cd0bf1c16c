# Thread: https://github.com/jax-ml/jax/issues/170
# Shape: the reply splits a fresh subkey for every call of the network
# expect: ok
import jax
import jax.numpy as np
from jax import random
from jax.example_libraries import stax
from jax.example_libraries.stax import Dense, Dropout, LogSoftmax, Relu

jax.config.update("jax_debug_key_reuse", True)

init_fun, apply_fun = stax.serial(
    Dense(512), Relu, Dropout(0.4, mode="train"),
    Dense(3), LogSoftmax,
)
key = random.key(0)
key, init_key = random.split(key)
out_shape, net_params = init_fun(init_key, (-1, 28 * 28))
inputs = np.ones((10, 28 * 28))
for _ in range(2):
    key, subkey = random.split(key)
    print(apply_fun(net_params, inputs, rng=subkey).shape)
