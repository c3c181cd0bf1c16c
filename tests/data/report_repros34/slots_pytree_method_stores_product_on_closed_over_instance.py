# Thread: https://github.com/jax-ml/jax/issues/18910
# Shape: a `__slots__` pytree whose `set_c` method stores `self.a * self.b * e` on `self.c` and whose `get_d` reads it back; the jitted loss closes over the instance instead of taking it as an argument, so `set_c` writes a tracer onto the global object and the eager `get_d()` afterwards reads a leaked tracer
# expect: UnexpectedTracerError at line 20; cause line 16
import jax
import jax.numpy as jnp


class CPT:
    __slots__ = ("a", "b", "c")

    def __init__(self, *, a, b):
        self.a = a
        self.b = b

    def set_c(self, e, t=None):
        self.c = self.a * self.b * e
        return t

    def get_d(self, t=None):
        return self.c * 2 + 1

    def flatten(self):
        return (self.a, self.b), (("a", "b"),)

    @classmethod
    def unflatten(cls, aux, vals):
        return cls(**dict(zip(aux[0], vals)))

    def __repr__(self):
        return f"{self.__class__.__name__}[a={self.a}, b={self.b}, c={getattr(self, 'c', None)}]"


jax.tree_util.register_pytree_node(CPT, CPT.flatten, CPT.unflatten)


def f(x, e, cpt):
    """A convoluted function of the thread: the scatter, then the two methods."""
    e = e.at[1:2].set(x)
    t = cpt.set_c(e)
    d = cpt.get_d(t)
    return d.sum()


cpt = CPT(a=jnp.array([1.0, 2.0, 3.0]), b=jnp.array([2.0, 2.0, 2.0]))
e = jnp.zeros(3)

loss = jax.jit(lambda x: f(x, e, cpt))
print(loss(0.5))
print(cpt.get_d())
