# Thread: https://github.com/jax-ml/jax/pull/5558
# Shape: the window size marked static
# expect: ok
from functools import partial

from jax import numpy as jnp
import jax

img = jnp.arange(25).reshape((5, 5))
search_window = 5


@partial(jax.jit, static_argnums=1)
def nlm(img, search_window):
    img_pad = jnp.pad(img, (search_window, search_window))
    return img_pad.sum()


print(nlm(img, search_window))
