# Thread: https://github.com/jax-ml/jax/issues/8962
# Shape: `.item()` on an argument of a jitted function
# expect: ConcretizationTypeError at line 8
import jax


def test(x):
    return x.item()


print(test(jax.numpy.ones(1)))
print(jax.jit(test)(jax.numpy.ones(1)))
