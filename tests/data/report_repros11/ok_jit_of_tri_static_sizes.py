# Thread: https://github.com/jax-ml/jax/issues/22751
# Shape: the sizes marked static when jitting jnp.tri (only the diagonal offset k is traced)
# expect: ok
import jax
print(jax.jit(jax.numpy.tri, static_argnums=(0, 1))(3, 3, 0))
