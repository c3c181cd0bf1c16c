# Thread: https://github.com/jax-ml/jax/pull/20819
# Shape: a traced function appends repr(x), a string, to a module-level list to show how tracers print (no tracer is kept)
# expect: ok
import jax
import jax.numpy as jnp

cool = []


def f(x):
  cool.append(repr(x))
  return x.sum()


x = jnp.ones((3, 3))

jax.jit(f)(x)
print(f'jax.jit(f)(x)\n\n{cool.pop()}')
jax.grad(f)(x)
print(f'jax.grad(f)(x)\n\n{cool.pop()}')
jax.jit(jax.grad(f))(x)
print(f'jax.jit(jax.grad(f))(x)\n\n{cool.pop()}')
