# Thread: https://github.com/jax-ml/jax/pull/27583
# Shape: the length is computed from a traced end time (t1 / dt) before the scan
# expect: ConcretizationTypeError at line 15
import jax
import jax.numpy as jnp


def euler_step(y, _):
    return y + 0.1 * (-y), y


@jax.jit
def solve(y0, t1):
    num_steps = (t1 / 0.1).astype(int)
    y_final, _ = jax.lax.scan(euler_step, y0, None, length=num_steps)
    return y_final


print(solve(jnp.ones(2), 1.0))
