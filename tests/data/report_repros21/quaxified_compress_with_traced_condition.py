# Thread: https://github.com/nstarman/quax/issues/58
# Shape: a library function (`jnp.compress`) wrapped by a transform that traces its operands (`jax.jit` here, quaxify in the thread); compress needs its boolean condition concrete to size its output
# expect: TracerBoolConversionError at line 11
import jax
import jax.numpy as jnp

xbool = jnp.array([True, False, True], dtype=bool)
x1 = jnp.array([1.0, 2.0, 3.0], dtype=float)

compress = jax.jit(jnp.compress)
print(compress(xbool, x1))
