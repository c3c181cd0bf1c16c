# Thread: https://github.com/jax-ml/jax/issues/18937
# Shape: the length handed to jnp.ones is a traced argument of the jitted function
# expect: TypeError at line 11
import jax

jax.config.update("jax_enable_x64", True)


@jax.jit
def test_this(size):
    return jax.numpy.ones([size])


print(test_this(1.0))
