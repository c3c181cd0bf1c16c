# Thread: https://github.com/blackjax-devs/blackjax/issues/1029
# Shape: a warmup routine calls `float()` on a moving-average step size it computed with `jnp.exp`; the user jits the warmup
# expect: ConcretizationTypeError at line 15
import jax
import jax.numpy as jnp


def _apply_length_floor(trajectory_length, lambda_max, step_size):
    floor = 2.0 * step_size
    return jnp.maximum(trajectory_length, floor / jnp.sqrt(lambda_max))


def run(log_step_size_moving_average, trajectory_length, lambda_max):
    step_size_ma = jnp.exp(log_step_size_moving_average)
    return _apply_length_floor(trajectory_length, lambda_max, float(step_size_ma))


jax.jit(run)(jnp.array(-1.0), jnp.array(0.5), jnp.array(4.0))
