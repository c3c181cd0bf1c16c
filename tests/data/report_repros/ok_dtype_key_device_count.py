# Thread: https://github.com/jax-ml/jax/issues/4798
# Shape: static values that look traced: a dtype dict key, device_count, shape arithmetic
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

EPS = {jnp.dtype("float32"): 1e-6, jnp.dtype("float64"): 1e-12}


@jax.jit
def normalise(x):
    eps = EPS[x.dtype]
    n_dev = jax.device_count()
    pad = np.prod(x.shape) % (2 * n_dev)
    y = jnp.pad(x.reshape(-1), (0, int(pad)))
    return y / (jnp.linalg.norm(y) + eps)


normalise(jnp.ones((2, 3)))
