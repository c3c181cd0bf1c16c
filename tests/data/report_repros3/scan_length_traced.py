# Thread: https://github.com/jax-ml/jax/pull/23228
# Shape: `lax.scan` with `length=n` where `n` is an argument of the jitted function
# expect: ConcretizationTypeError at line 6
import jax

f = jax.jit(lambda n, x: jax.lax.scan(lambda c, z: (c, z), x, (), length=n))
f(3, 1.)
