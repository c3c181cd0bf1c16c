# Thread: https://github.com/jax-md/jax-md/issues/298
# Shape: a library module aliases the removed jax.random.KeyArray at import time, beside its other type aliases
# expect: AttributeError at line 13
import jax.numpy as jnp
from jax import random
from typing import Callable, Tuple

Array = jnp.ndarray
PyTree = object
f32 = jnp.float32
f64 = jnp.float64
ShiftFn = Callable[[Array, Array], Array]
KeyArray = random.KeyArray


def initialize(key: KeyArray, n: int) -> Tuple[Array, Array]:
    key_pos, key_angle = random.split(key)
    return random.uniform(key_pos, (n, 2)), random.uniform(key_angle, (n,), maxval=2 * jnp.pi)


pos, angle = initialize(random.PRNGKey(0), 4)
print(pos.shape, angle.shape)
