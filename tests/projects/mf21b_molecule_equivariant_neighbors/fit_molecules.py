"""Fit an equivariant message-passing model to energies and forces of random Lennard-Jones clusters."""
import jax

from molprop import PaiNN, get_config
from molprop.data import lj_dataset
from molprop.geometry import neighbor_list
from molprop.train import Trainer


def main():
    cfg = get_config()
    data = lj_dataset(n_mols=8, max_atoms=cfg.max_atoms, seed=0)
    nbrs = neighbor_list(cutoff=cfg.cutoff, capacity=cfg.max_neighbors)
    model = PaiNN(cfg, nbrs)
    params = model.init(jax.random.PRNGKey(0))
    trainer = Trainer(model, lr=cfg.lr, force_weight=cfg.force_weight)
    params, losses = trainer.fit(params, data, epochs=cfg.epochs)
    print("loss", losses[0], "->", losses[-1])
    return losses


if __name__ == "__main__":
    main()
