# Thread: https://github.com/jax-ml/jax/issues/1379
# Shape: lax.cond with an integer predicate n % 2 (converted by comparing with zero) under jit
# expect: ok
import jax
from jax import lax


def f(n):
    return lax.cond(n % 2, lambda n: n, lambda n: -n, n)


print(jax.jit(f)(12))
