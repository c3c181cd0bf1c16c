import jax.numpy as jnp

from callbacks import clip_grads
from trainer import Trainer


def loss(params, batch):
    x, y = batch
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def main():
    trainer = Trainer(loss, lr=0.1)
    trainer.hooks.add("after_grad", clip_grads)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    batch = (jnp.ones((8, 3)), jnp.ones(8))
    for _ in range(2):
        params = trainer.train_step(params, batch)
    return params
