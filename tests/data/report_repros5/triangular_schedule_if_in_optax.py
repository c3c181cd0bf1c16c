# Thread: https://github.com/google/flax/pull/1903
# Shape: a triangular learning-rate schedule branches with Python `if` on the step; optax calls it with the traced count inside the jitted train step
# expect: TracerBoolConversionError at line 14
import jax
import jax.numpy as jnp
import optax


def create_triangular_schedule(lr_min, lr_max, steps_per_cycle):
    top = (steps_per_cycle + 1) // 2

    def learning_rate_fn(step):
        cycle_step = step % steps_per_cycle
        if cycle_step < top:
            lr = lr_min + cycle_step / top * (lr_max - lr_min)
        else:
            lr = lr_max - ((cycle_step - top) / top) * (lr_max - lr_min)
        return lr

    return learning_rate_fn


tx = optax.sgd(learning_rate=create_triangular_schedule(0.01, 0.1, 10))


@jax.jit
def train_step(params, opt_state, x):
    grads = jax.grad(lambda p: jnp.sum((p * x) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
opt_state = tx.init(params)
params, opt_state = train_step(params, opt_state, jnp.arange(3.0))
