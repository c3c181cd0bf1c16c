# Thread: https://github.com/jax-ml/jax/issues/19570
# Shape: an object counts its traces and asserts its method is traced once; `jax.jit(foo.f)` is spelled at each call site, and every `foo.f` is a new bound-method object, so jit's cache (keyed by the function object) misses and the second lowering traces the method again
# expect: AssertionError at line 14
import jax
import jax.numpy as jnp


class Foo:
    def __init__(self, scale):
        self.scale = scale
        self.f_traced = False

    def f(self, x):
        assert not self.f_traced, "f traced twice"
        self.f_traced = True
        return self.scale * jnp.sin(x)


foo = Foo(2.0)
x = jnp.ones(3)
print(jax.jit(foo.f).lower(x).as_text()[:20])
print(jax.jit(foo.f).lower(x).as_text()[:20])
