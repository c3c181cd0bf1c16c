"""Variational Monte Carlo for two interacting particles in a harmonic trap."""
import jax
import jax.numpy as jnp

from vmckit import VMC, VMCConfig, make_ansatz, make_sampler
from vmckit.hamiltonians import load_hamiltonian
from vmckit.optimizers import SGD


def main():
    cfg = VMCConfig(ansatz="gaussian_jastrow", hamiltonian="harmonic", n_particles=2, walkers=16, iterations=3)
    ansatz = make_ansatz(cfg)
    params = ansatz.init()
    sampler = make_sampler(cfg, ansatz)
    hamiltonian = load_hamiltonian(cfg.hamiltonian, omega=1.0, coupling=0.5)
    vmc = VMC(ansatz, hamiltonian, sampler, SGD(lr=cfg.lr))
    walkers = jax.random.normal(jax.random.PRNGKey(0), (cfg.walkers, cfg.n_particles, cfg.dim))
    params, history = vmc.run(params, walkers, jax.random.PRNGKey(1), cfg.iterations)
    print("energy", jnp.asarray([h["energy"] for h in history]))
