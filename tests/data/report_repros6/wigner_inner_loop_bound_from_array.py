# Thread: https://github.com/dynamiqs/dynamiqs/pull/917
# Shape: the inner fori_loop's stop comes from an array entry, so grad of the cost fails
# expect: ValueError at line 22; cause line 13
import jax
import jax.numpy as jnp


def wigner(psi, ns):
    def outer(k, acc):
        def inner(j, a):
            return a + psi[j] * psi[k]

        return jax.lax.fori_loop(0, ns[k], inner, acc)

    return jax.lax.fori_loop(0, psi.shape[0], outer, 0.0)


def wigner_cost(psi):
    return jnp.sum(wigner(psi, jnp.arange(psi.shape[0])))


print(jax.grad(wigner_cost)(jnp.ones(4)))
