# Thread: https://github.com/jax-ml/jax/issues/23065
# Shape: a gather layer keeps its row indices on `self` and calls a `custom_jvp` take function that marks the index array in `nondiff_argnums`; the take is jitted and differentiated with `jax.jacobian` outside the jit, so the jitted call's traced index array is what the JVP rule closes over
# expect: TypeError at line 28; cause line 10
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_jvp, nondiff_argnums=(1,))
def take(x, indices):
    return x[indices]


@take.defjvp
def take_jvp(indices, primals, tangents):
    (x,) = primals
    (x_dot,) = tangents
    return take(x, indices), x_dot[indices]


class GatherLayer:
    def __init__(self, indices):
        self.indices = indices
        self.forward = jax.jit(take)

    def jacobian(self, x):
        return jax.jacobian(self.forward)(x, self.indices)


layer = GatherLayer(jnp.array([1, 3, 5]))
x = jnp.arange(10.0)
print(layer.jacobian(x).shape)
