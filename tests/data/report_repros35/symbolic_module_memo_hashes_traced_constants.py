# Thread: https://github.com/patrick-kidger/diffrax/issues/553
# Shape: a symbolic expression module (sympy2jax-style nodes registered as pytrees, a `_Float` node's value a child so it can be trained) memoises evaluated sub-expressions in a dict keyed by the nodes themselves; a node's own `__hash__` hashes its value, which is a Python float eagerly but a tracer once the module is handed to a jitted loss
# expect: TypeError at line 34
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class _Symbol:
    def __init__(self, name):
        self.name = name

    def __call__(self, memodict):
        return memodict[self.name]

    def tree_flatten(self):
        return (), self.name

    @classmethod
    def tree_unflatten(cls, name, children):
        return cls(name)


@register_pytree_node_class
class _Float:
    def __init__(self, value):
        self.value = value

    def __call__(self, memodict):
        return self.value

    def __hash__(self):
        return hash((type(self).__name__, self.value))

    def tree_flatten(self):
        return (self.value,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


_OPS = {"add": jnp.add, "mul": jnp.multiply, "sin": jnp.sin}


@register_pytree_node_class
class _Func:
    def __init__(self, op, args):
        self.op = op
        self.args = args

    def __call__(self, memodict):
        values = []
        for arg in self.args:
            try:
                value = memodict[arg]
            except KeyError:
                value = arg(memodict)
                memodict[arg] = value
            values.append(value)
        out = values[0]
        for value in values[1:]:
            out = _OPS[self.op](out, value)
        return _OPS[self.op](out) if len(values) == 1 else out

    def tree_flatten(self):
        return tuple(self.args), self.op

    @classmethod
    def tree_unflatten(cls, op, args):
        return cls(op, list(args))


class SymbolicModule:
    def __init__(self, expr):
        self.expr = expr

    def __call__(self, **symbols):
        return self.expr(dict(symbols))


# 1.5 * sin(x) + 0.25 * x
x = _Symbol("x")
expr = _Func("add", [_Func("mul", [_Float(1.5), _Func("sin", [x])]), _Func("mul", [_Float(0.25), x])])
model = SymbolicModule(expr)
print(model(x=jnp.linspace(0.0, 1.0, 4)))


@jax.jit
def loss(expr, xs, ys):
    return jnp.mean((SymbolicModule(expr)(x=xs) - ys) ** 2)


print(loss(expr, jnp.linspace(0.0, 1.0, 4), jnp.zeros(4)))
