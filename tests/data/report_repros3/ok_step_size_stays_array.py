# Thread: https://github.com/blackjax-devs/blackjax/issues/1029
# Shape: the fix: the step size is passed on as an array, no `float()`
# expect: ok
import jax
import jax.numpy as jnp


def _apply_length_floor(trajectory_length, lambda_max, step_size):
    floor = 2.0 * step_size
    return jnp.maximum(trajectory_length, floor / jnp.sqrt(lambda_max))


def run(log_step_size_moving_average, trajectory_length, lambda_max):
    step_size_ma = jnp.exp(log_step_size_moving_average)
    return _apply_length_floor(trajectory_length, lambda_max, step_size_ma)


jax.jit(run)(jnp.array(-1.0), jnp.array(0.5), jnp.array(4.0))
