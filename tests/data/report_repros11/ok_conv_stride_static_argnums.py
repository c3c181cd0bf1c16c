# Thread: https://github.com/jax-ml/jax/issues/1453
# Shape: the maintainers' answer: the strides argument marked static, so it stays a Python tuple
# expect: ok
import jax.numpy as np
from jax import lax, jit

A = np.ones((1, 1, 4, 4))
kernel = np.ones((1, 1, 3, 3))
conv = lambda A, kernel, stride: lax.conv(A, kernel, stride, 'SAME')

print(jit(conv, static_argnums=2)(A, kernel, (1, 1)))
