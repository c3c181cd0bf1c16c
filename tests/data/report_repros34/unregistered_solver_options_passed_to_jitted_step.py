# Thread: https://github.com/jax-ml/jax/issues/2749
# Shape: an options object of a plain class (step size, damping, iteration count) is handed to the jitted update as an ordinary positional argument; an unrecognised Python object is not a pytree of arrays
# expect: TypeError at line 29
import jax
import jax.numpy as jnp


class SolverOptions:
    def __init__(self, step_size=0.1, damping=0.9, num_iters=5):
        self.step_size = step_size
        self.damping = damping
        self.num_iters = num_iters


def energy(x):
    return jnp.sum((x - 1.0) ** 2)


@jax.jit
def relax(x, velocity, options):
    for _ in range(options.num_iters):
        velocity = options.damping * velocity - options.step_size * jax.grad(energy)(x)
        x = x + velocity
    return x, velocity


options = SolverOptions()
x, v = jnp.zeros(3), jnp.zeros(3)
x, v = relax(x, v, options)
print(x)
