# Thread: https://github.com/jax-ml/jax/pull/5558
# Shape: a jitted non-local-means filter pads by a window size that is a traced argument
# expect: ConcretizationTypeError at line 13
from jax import numpy as jnp
import jax

img = jnp.arange(25).reshape((5, 5))
search_window = 5


@jax.jit
def nlm(img, search_window):
    img_pad = jnp.pad(img, (search_window, search_window))
    return img_pad.sum()


print(nlm(img, search_window))
