# Thread: https://github.com/jax-ml/jax/issues/22751
# Shape: jnp.tri jitted directly, so its N and M (array sizes) are traced
# expect: TypeError at line 5
import jax
jax.jit(jax.numpy.tri)(3, 3, 0)
