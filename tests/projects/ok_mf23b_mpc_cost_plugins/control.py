"""Swing a torque-limited pendulum past an obstacle with shooting MPC, closed loop."""
import jax.numpy as jnp

from robomp import MPC, load_costs, make_dynamics, make_solver
from robomp.hooks import EnergyMonitor, TrajectoryLogger

SETTINGS = {"robot": "pendulum", "solver": "shooting", "costs": ["quadratic", "obstacle"], "horizon": 8,
            "dt": 0.05, "u_max": 2.0, "iters": 3, "steps": 3}


def main(settings=SETTINGS):
    dynamics = make_dynamics(settings)
    costs = load_costs(settings["costs"], target=jnp.array([jnp.pi, 0.0]),
                       obstacle={"center": jnp.array([0.7, 0.7]), "margin": 0.3})
    mpc = MPC(dynamics, costs, make_solver(settings), horizon=settings["horizon"],
              hooks=[TrajectoryLogger(), EnergyMonitor(dynamics)])
    x = jnp.zeros(2)
    for _ in range(settings["steps"]):
        x = mpc.act(x)
    print("final state", x)
