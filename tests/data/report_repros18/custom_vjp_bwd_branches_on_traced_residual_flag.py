# Thread: https://github.com/nstarman/quax/pull/223
# Shape: the pattern the pull request describes (equinox's while_loop keeps per-leaf perturbation flags as residuals and its bwd rule branches on them with `if`), here with the flag computed from the traced threshold in the fwd rule, so the bwd rule's `if` meets a tracer
# expect: TracerBoolConversionError at line 20
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


def loss(w, threshold):
    return jnp.sum(clipped_identity(w * 3.0, threshold) ** 2)


print(jax.jit(jax.grad(loss))(jnp.ones(3), 0.5))
