import jax.numpy as jnp
import numpy as np

from fitkit import Regressor, Standardizer, Trainer


def scaled(scaler, x):
    return scaler.fit(x).transform(x)


def main():
    x = scaled(Standardizer(), np.linspace(0.0, 1.0, 16).reshape(8, 2))
    y = x @ np.array([0.5, -1.0])
    model = Regressor(2)
    trainer = Trainer(lr=0.1)
    params = trainer.fit(model.loss, model.init(), (jnp.asarray(x), jnp.asarray(y)))
    print(params)
