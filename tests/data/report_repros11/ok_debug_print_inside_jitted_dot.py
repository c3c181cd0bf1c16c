# Thread: https://github.com/jax-ml/jax/pull/30703
# Shape: the runtime values printed with jax.debug.print, which the tutorial points to instead of print
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def f(x, y):
  jax.debug.print("x = {x}", x=x)
  result = jnp.dot(x + 1, y + 1)
  jax.debug.print("result = {result}", result=result)
  return result


x = jnp.arange(3.0)
y = jnp.ones(3)
f(x, y)
