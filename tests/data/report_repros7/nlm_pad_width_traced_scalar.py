# Thread: https://github.com/jax-ml/jax/pull/5558
# Shape: the same filter padding by the scalar window size
# expect: ConcretizationTypeError at line 13
from jax import numpy as jnp
import jax

img = jnp.arange(25).reshape((5, 5))
search_window = 5


@jax.jit
def nlm(img, search_window):
    img_pad = jnp.pad(img, search_window)
    return img_pad.sum()


print(nlm(img, search_window))
