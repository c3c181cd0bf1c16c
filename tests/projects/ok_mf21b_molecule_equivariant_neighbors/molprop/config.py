"""Experiment configuration as a frozen attribute record."""
import types


def get_config():
    return types.SimpleNamespace(
        max_atoms=6,
        max_neighbors=5,
        cutoff=2.5,
        n_rbf=8,
        features=16,
        n_interactions=2,
        readout="sum",
        lr=1e-3,
        force_weight=0.1,
        epochs=3,
    )
