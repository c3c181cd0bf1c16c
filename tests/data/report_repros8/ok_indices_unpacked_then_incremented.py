# Thread: https://github.com/jax-ml/jax/issues/7437
# Shape: the rows of jnp.indices unpacked and incremented with `+=` (a rebinding, not a write)
# expect: ok
import jax.numpy as jnp
import numpy as onp

a, b = onp.indices((5, 5))
a += 5

a, b = jnp.indices((5, 5))
a += 5
a = jnp.array(a)
a += 5
print(a.sum(), b.sum())
