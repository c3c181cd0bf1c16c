# Thread: https://github.com/LeCAR-Lab/CoVO-MPC/issues/2
# Shape: a jitted MPC rollout logs its mean loss from a helper (`_log_loss(total_loss)`) that formats the value into a message and prints it; inside the trace the message shows the tracer, not the number (the issue moves to `jax.debug.print`)
# expect: printed-tracer at line 10
import jax
import jax.numpy as jnp


def _log_loss(total_loss):
    total_loss_mean = jnp.mean(total_loss[0])
    print(f"[INFO]: mean rollout loss {total_loss_mean}")


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
