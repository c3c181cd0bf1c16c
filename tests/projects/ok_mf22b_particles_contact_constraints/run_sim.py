"""Drop a chain of particles, pinned at one end, onto the ground and watch its energy."""
import jax.numpy as jnp

import physim
from physim.monitors import EnergyMonitor


def chain(n, spacing=0.5, height=2.0):
    pos = jnp.stack([jnp.arange(n) * spacing, jnp.full((n,), height)], axis=-1)
    mass = jnp.ones(n).at[0].set(0.0)  # mass 0: pinned
    return physim.ParticleState(pos, jnp.zeros_like(pos), mass)


def main():
    cfg = physim.SimConfig(integrator="verlet", dt=0.01, forces=("gravity", "springs"), substeps=4)
    n = 6
    pairs = [(i, i + 1) for i in range(n - 1)]
    world = physim.World.from_config(cfg, pairs=pairs, rest_length=0.5)
    world.add_monitor(EnergyMonitor())
    state = chain(n)
    for _ in range(3):
        state = world.simulate(state, 10)
    print("lowest particle", float(state.pos[:, 1].min()))
