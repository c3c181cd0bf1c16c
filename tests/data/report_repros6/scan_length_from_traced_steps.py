# Thread: https://github.com/jax-ml/jax/pull/27583
# Shape: a solver scans for num_steps iterations, num_steps a traced argument of the jitted solve
# expect: ConcretizationTypeError at line 14
import jax
import jax.numpy as jnp


def euler_step(y, _):
    return y + 0.1 * (-y), y


@jax.jit
def solve(y0, num_steps):
    y_final, ys = jax.lax.scan(euler_step, y0, None, length=num_steps)
    return y_final


print(solve(jnp.ones(2), 10))
