# Thread: https://github.com/jax-ml/jax/pull/30703
# Shape: the tracing tutorial's window into tracing: Python print calls inside a jitted function show tracers, not values
# expect: printed-tracer at line 11
import jax
import jax.numpy as jnp


@jax.jit
def f(x, y):
  print("Running f():")
  print(f"  x = {x}")
  print(f"  y = {y}")
  result = jnp.dot(x + 1, y + 1)
  print(f"  result = {result}")
  return result


x = jnp.arange(3.0)
y = jnp.ones(3)
f(x, y)
