# Thread: https://github.com/dynamiqs/dynamiqs/pull/917
# Shape: the PR's fix: the inner loop runs to the static size and masks the unwanted terms
# expect: ok
import jax
import jax.numpy as jnp


def wigner(psi):
    n = psi.shape[0]

    def outer(k, acc):
        def inner(j, a):
            return a + jnp.where(j < k, psi[j] * psi[k], 0.0)

        return jax.lax.fori_loop(0, n, inner, acc)

    return jax.lax.fori_loop(0, n, outer, 0.0)


def wigner_cost(psi):
    return jnp.sum(wigner(psi))


print(jax.grad(wigner_cost)(jnp.ones(4)))
