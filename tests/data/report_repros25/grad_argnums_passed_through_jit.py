# Thread: https://github.com/jax-ml/jax/issues/6134
# Shape: which argument to differentiate is a parameter of a jitted function and reaches `jax.grad(..., argnums=which)`; jit traces the int, and argnums must be concrete
# expect: ConcretizationTypeError at line 14
import jax
import jax.numpy as jnp


def loss(a, b):
    return jnp.sum(a * b**2)


@jax.jit
def partial_grad(a, b, which):
    return jax.grad(loss, argnums=which)(a, b)


print(partial_grad(jnp.ones(2), jnp.arange(2.0), 1))
