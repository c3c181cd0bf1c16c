# Thread: https://github.com/jax-ml/jax/issues/18910
# Shape: the same `__slots__` pytree handed to the jitted function as an argument: `set_c` writes onto the copy JAX rebuilds from the leaves inside the trace, and the instance the caller keeps is set eagerly before `get_d()` reads it
# expect: ok
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


jax.tree_util.register_pytree_node(CPT, CPT.flatten, CPT.unflatten)


def f(x, e, cpt):
    e = e.at[1:2].set(x)
    t = cpt.set_c(e)
    d = cpt.get_d(t)
    return d.sum()


cpt = CPT(a=jnp.array([1.0, 2.0, 3.0]), b=jnp.array([2.0, 2.0, 2.0]))
e = jnp.zeros(3)

loss = jax.jit(f)
print(loss(0.5, e, cpt))
cpt.set_c(e.at[1:2].set(0.5))
print(cpt.get_d())
