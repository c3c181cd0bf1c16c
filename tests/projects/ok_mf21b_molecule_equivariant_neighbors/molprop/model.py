"""The PaiNN model: species embedding, interaction blocks built in a loop, a registry readout."""
import jax
import jax.numpy as jnp

from .layers import MessageBlock, UpdateBlock, make_readout


class PaiNN:
    def __init__(self, cfg, neighbors, n_species=4):
        self.cfg, self.neighbors, self.n_species = cfg, neighbors, n_species
        self.interactions = []
        for _ in range(cfg.n_interactions):
            self.interactions.append((MessageBlock(cfg.features, cfg.n_rbf, cfg.cutoff), UpdateBlock(cfg.features)))
        self.readout = make_readout(cfg.readout, cfg.features)

    def init(self, key):
        keys = jax.random.split(key, 2 * len(self.interactions) + 2)
        blocks = [{"message": m.init(keys[2 * i]), "update": u.init(keys[2 * i + 1])}
                  for i, (m, u) in enumerate(self.interactions)]
        return {"embed": 0.1 * jax.random.normal(keys[-2], (self.n_species, self.cfg.features)),
                "blocks": blocks, "readout": self.readout.init(keys[-1])}

    def energy(self, params, positions, species, mask):
        idx, valid = self.neighbors.update(positions, mask)
        disp = self.neighbors.displacements(positions, idx)
        s = params["embed"][species]
        v = jnp.zeros((positions.shape[0], 3, self.cfg.features))
        for (message, update), p in zip(self.interactions, params["blocks"]):
            s, v = message(p["message"], s, v, idx, valid, disp)
            s, v = update(p["update"], s, v)
        return self.readout(params["readout"], s, mask)

    def energy_and_forces(self, params, positions, species, mask):
        energy, grad = jax.value_and_grad(self.energy, argnums=1)(params, positions, species, mask)
        return energy, -grad
