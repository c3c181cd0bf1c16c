"""log of a possibly-zero input guarded by an if; the user already uses jnp.where two lines down.

kind: where
run: main()
reference: jnp.array([0.0, 0.0, 1.0986123]), jnp.array([1.0, 2.0, 4.0])
grad: jax.grad(lambda v: jax.vmap(entropy_term)(v).sum())(jnp.array([0.0, 1.0, 3.0]))
grad_reference: jnp.array([0.0, 1.0, 0.33333334])
"""
import jax
import jax.numpy as jnp


def entropy_term(p):
    if p > 0:
        logp = jnp.log(p)
    else:
        logp = 0.0
    return jnp.where(p > 0, logp, 0.0)


@jax.jit
def terms(p):
    return jax.vmap(entropy_term)(p), p + 1.0


def main():
    return terms(jnp.array([0.0, 1.0, 3.0]))
