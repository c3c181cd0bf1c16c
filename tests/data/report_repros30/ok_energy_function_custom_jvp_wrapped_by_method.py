# Thread: https://github.com/jax-ml/jax/issues/2483
# Shape: the fix suggested in the thread: the custom_jvp rule is a module-level function of the stiffness, and the method is a plain wrapper calling it
# expect: ok
import jax
import jax.numpy as jnp


@jax.custom_jvp
def quadratic_energy(stiffness, x):
    return 0.5 * stiffness * jnp.sum(x ** 2)


@quadratic_energy.defjvp
def _quadratic_energy_jvp(primals, tangents):
    stiffness, x = primals
    s_dot, x_dot = tangents
    value = 0.5 * stiffness * jnp.sum(x ** 2)
    return value, 0.5 * s_dot * jnp.sum(x ** 2) + stiffness * jnp.sum(x * x_dot)


class QuadraticPotential:
    def __init__(self, stiffness):
        self.stiffness = stiffness

    def energy(self, x):
        return quadratic_energy(self.stiffness, x)


model = QuadraticPotential(2.0)
x = jnp.array([1.0, 2.0])
print(model.energy(x), jax.grad(model.energy)(x))
