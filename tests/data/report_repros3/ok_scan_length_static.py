# Thread: https://github.com/jax-ml/jax/pull/23228
# Shape: the same scan with `n` marked static
# expect: ok
import jax

f = jax.jit(lambda n, x: jax.lax.scan(lambda c, z: (c, z), x, (), length=n), static_argnums=0)
f(3, 1.)
