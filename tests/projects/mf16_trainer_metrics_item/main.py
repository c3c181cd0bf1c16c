import jax.numpy as jnp

from trainer import Trainer


def main():
    trainer = Trainer(lr=0.1)
    batches = [(jnp.ones((8, 3)), jnp.ones((8, 1)))] * 2
    return trainer.fit(jnp.zeros((3, 1)), batches)
