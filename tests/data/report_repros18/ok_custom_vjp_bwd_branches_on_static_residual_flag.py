# Thread: https://github.com/nstarman/quax/pull/223
# Shape: the plain-JAX behaviour the pull request restores: the threshold is a Python float the loss closes over, so the fwd rule's flag is a Python bool that the bwd rule may branch on with `if`, under `jit(grad(...))`
# expect: ok
import jax
import jax.numpy as jnp


@jax.custom_vjp
def clipped_identity(x, threshold):
    return x


def clipped_identity_fwd(x, threshold):
    perturbed = threshold > 0.0
    return x, (perturbed, threshold)


def clipped_identity_bwd(res, g):
    perturbed, threshold = res
    if perturbed:
        return jnp.clip(g, -threshold, threshold), jnp.zeros_like(threshold)
    return g, jnp.zeros_like(threshold)


clipped_identity.defvjp(clipped_identity_fwd, clipped_identity_bwd)


THRESHOLD = 0.5


def loss(w):
    return jnp.sum(clipped_identity(w * 3.0, THRESHOLD) ** 2)


print(jax.jit(jax.grad(loss))(jnp.ones(3)))
