# Thread: https://github.com/aesara-devs/aesara/issues/178
# Shape: the converted IfElse selects its branch with lax.cond, which takes a traced condition; `n_outs` stays a Python int bound by the converter
# expect: ok
import jax
import jax.numpy as jnp


class IfElse:
    def __init__(self, n_outs):
        self.n_outs = n_outs


def jax_funcify_ifelse(op):
    n_outs = op.n_outs

    def ifelse(cond, *args, n_outs=n_outs):
        res = jax.lax.cond(cond, lambda: args[:n_outs], lambda: args[n_outs:])
        return res if n_outs > 1 else res[0]

    return ifelse


fn = jax.jit(jax_funcify_ifelse(IfElse(1)))
print(fn(jnp.array(True), jnp.array([1, 2, 3]), jnp.array([-1, -2, -3])))
