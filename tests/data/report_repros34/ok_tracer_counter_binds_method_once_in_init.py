# Thread: https://github.com/jax-ml/jax/issues/19570
# Shape: the workaround of the thread: `self.f = self.f` in `__init__` stores one bound-method object on the instance, so both `jax.jit(foo.f)` spellings hit the same cache entry and the method is traced once
# expect: ok
import jax
import jax.numpy as jnp


class Foo:
    def __init__(self, scale):
        self.scale = scale
        self.f_traced = False
        self.f = self.f

    def f(self, x):
        assert not self.f_traced, "f traced twice"
        self.f_traced = True
        return self.scale * jnp.sin(x)


foo = Foo(2.0)
x = jnp.ones(3)
print(jax.jit(foo.f).lower(x).as_text()[:20])
print(jax.jit(foo.f).lower(x).as_text()[:20])
