import jax
import jax.numpy as jnp

from losses import get_loss
from networks import MLP
from trainer import Trainer


def build(loss_name="xent"):
    model = MLP([4, 8, 3])
    return Trainer(model, get_loss(loss_name)), model


def run():
    trainer, model = build()
    params = model.init(jax.random.key(0))
    x = jnp.ones((6, 4))
    labels = jnp.array([0, 1, 2, 0, 1, 2])
    params, loss = trainer.train_step(params, x, labels)
    return loss
