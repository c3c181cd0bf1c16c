"""Lennard-Jones particles in a periodic box under Langevin dynamics."""
import jax
import jax.numpy as jnp

from mdsim import energy, make_integrator, partition, space
from mdsim.lattice import square_lattice
from mdsim.observers import KineticEnergy, PotentialEnergy, Temperature
from mdsim.simulation import Simulation

CONFIG = {"n_side": 6, "spacing": 1.2, "dt": 0.002, "kT": 0.8, "chunks": 3, "integrator": "langevin"}


def main(config=CONFIG):
    R, box = square_lattice(config["n_side"], config["spacing"])
    R = jnp.asarray(R)
    displacement, shift = space.periodic(box)
    energy_fn = energy.pair_neighbor_list(displacement, "lj", sigma=1.0, epsilon=1.0)
    nbr_fns = partition.neighbor_list(displacement, box, r_cutoff=2.5, capacity=24)
    init_fn, step_fn = make_integrator(config["integrator"], energy_fn, shift, config["dt"], kT=config["kT"])
    sim = Simulation(init_fn, step_fn, nbr_fns, [KineticEnergy(), PotentialEnergy(energy_fn), Temperature()])
    carry, nbrs = sim.init(jax.random.key(0), R)
    for chunk in range(config["chunks"]):
        carry, nbrs, records = sim.run_chunk(carry, nbrs)
        print(chunk, {k: float(v[-1]) for k, v in records.items()})
    if bool(nbrs.overflow):
        print("neighbour list overflowed: raise the capacity")
    return records


if __name__ == "__main__":
    main()
