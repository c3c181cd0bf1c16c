"""A small Lennard-Jones cluster in a periodic box, thermostatted, with neighbour lists."""
import argparse

import jax

from mdpot import Simulation, SimConfig, build_integrator, load_potentials, observables, space


def parse(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--potentials", default="lj")
    parser.add_argument("--integrator", default="velocity_verlet")
    parser.add_argument("--chunks", type=int, default=4)
    parser.add_argument("--temperature", type=float, default=0.8)
    args = parser.parse_args(argv)
    return SimConfig(potentials=tuple(args.potentials.split(",")), integrator=args.integrator,
                     chunks=args.chunks, temperature=args.temperature)


def main(argv=None):
    cfg = parse(argv)
    box = space.PeriodicBox(cfg.box)
    positions = space.lattice(cfg.side, cfg.box)
    potential = load_potentials(cfg.potentials, box, cfg)
    integrator = build_integrator(cfg.integrator, potential, cfg.dt)
    sim = Simulation(integrator, box, cfg, hooks=[observables.Logger()])
    velocities = 0.1 * jax.random.normal(jax.random.PRNGKey(cfg.seed), positions.shape)
    state = sim.run(positions, velocities)
    print("final kinetic energy", float(observables.kinetic_energy(state["v"])))
