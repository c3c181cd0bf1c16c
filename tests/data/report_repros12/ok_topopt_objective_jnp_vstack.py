# Thread: https://github.com/CMSL-HKUST/jax-am/issues/12
# Shape: the fix: jnp.vstack in the objective
# expect: ok
import jax
import jax.numpy as jnp


def objective(rho, stiffness):
    rho_full = jnp.vstack((rho, rho[::-1]))
    return jnp.sum(stiffness * rho_full ** 3)


@jax.jit
def update(params, stiffness):
    grads = jax.grad(objective)(params, stiffness)
    return params - 0.01 * grads


params = jnp.full((4, 2), 0.5)
stiffness = jnp.ones((8, 2))
params = update(params, stiffness)
print(params)
