# Thread: https://github.com/jax-ml/jax/issues/8962
# Shape: the jitted part returns the array and `.item()` runs on the result
# expect: ok
import jax


def test(x):
    return x.reshape(())


print(jax.jit(test)(jax.numpy.ones(1)).item())
