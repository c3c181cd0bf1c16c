import jax

import rules


@jax.custom_vjp
def clipped_identity(x):
    return x


clipped_identity.defvjp(rules.fwd, rules.bwd)
