# Thread: https://github.com/jax-ml/jax/pull/5905
# Shape: the notebook's fix: n marked static with static_argnames, so the loop bound is a Python int
# expect: ok
import jax


def g(x, n):
  i = 0
  while i < n:
    i += 1
  return x + i

g_jit_correct = jax.jit(g, static_argnames=['n'])
print(g_jit_correct(10, 20))
