# Thread: https://github.com/jax-ml/jax/issues/19211
# Shape: the same planner helper written with traj.at[-1].set(goal)
# expect: ok
import jax.numpy as jnp


def set_goal(traj, goal):
    return traj.at[-1].set(goal)


print(set_goal(jnp.zeros((4, 2)), jnp.ones(2)))
