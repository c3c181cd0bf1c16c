"""First time a trajectory crosses a level: an early return after an assignment inside a static loop.

kind: where
run: main()
grad: jax.grad(lambda v: crossing_value(v, 1.0))(jnp.array([0.2, 0.8, 1.5, 3.0]))
"""
import jax
import jax.numpy as jnp

N_STEPS = 4


@jax.jit
def crossing_value(traj, level):
    for t in range(N_STEPS):
        v = traj[t] * 1.0
        if v > level:
            return v - level
    return jnp.zeros_like(level)


def main():
    traj = jnp.array([0.2, 0.8, 1.5, 3.0])
    return crossing_value(traj, 1.0), crossing_value(traj, 5.0)
