# Thread: https://github.com/aesara-devs/aesara/issues/178
# Shape: a graph-to-JAX converter returns a closure for an IfElse node that picks the branch with a Python `if` on its condition; jitting the converted graph traces the condition, so the `if` raises
# expect: TracerBoolConversionError at line 17
import jax
import jax.numpy as jnp


class IfElse:
    def __init__(self, n_outs):
        self.n_outs = n_outs


def jax_funcify_ifelse(op):
    n_outs = op.n_outs

    def ifelse(cond, *args, n_outs=n_outs):
        if cond:
            res = args[:n_outs]
        else:
            res = args[n_outs:]
        return res if n_outs > 1 else res[0]

    return ifelse


fn = jax.jit(jax_funcify_ifelse(IfElse(1)))
print(fn(jnp.array(True), jnp.array([1, 2, 3]), jnp.array([-1, -2, -3])))
