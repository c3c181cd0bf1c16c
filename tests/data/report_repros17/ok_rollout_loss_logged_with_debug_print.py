# Thread: https://github.com/LeCAR-Lab/CoVO-MPC/issues/2
# Shape: the first fix: the helper prints with `jax.debug.print("... {}", total_loss_mean)`, which runs at execution time with the value
# expect: ok
import jax
import jax.numpy as jnp


def _log_loss(total_loss):
    total_loss_mean = jnp.mean(total_loss[0])
    jax.debug.print("[INFO]: mean rollout loss {}", total_loss_mean)


@jax.jit
def rollout_loss(actions, state):
    def step(s, a):
        s = s + 0.1 * a
        return s, jnp.sum(s**2)

    _, losses = jax.lax.scan(step, state, actions)
    total_loss = (losses, jnp.sum(losses))
    _log_loss(total_loss)
    return total_loss[1]


print(rollout_loss(jnp.ones((5, 2)), jnp.zeros(2)))
