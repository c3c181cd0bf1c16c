"""Forecast a noisy seasonal series with gaps: DLinear, then a TCN, each with early stopping."""
from functools import partial

import numpy as np

import tsfc
from tsfc import losses, models
from tsfc.training.callbacks import EarlyStopping

CONFIG = {"lookback": 24, "horizon": 6, "models": ["DLinear", "TCN"], "epochs": 3, "lr": 1e-2, "batch_size": 16}


def make_series(n=300, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n, dtype=np.float32)
    y = 0.01 * t + np.sin(2 * np.pi * t / 12) + 0.1 * rng.standard_normal(n).astype(np.float32)
    y[rng.choice(n, 15, replace=False)] = np.nan  # sensor gaps
    return y


def main(config=CONFIG):
    series = make_series()
    scaler = tsfc.get_scaler("standard").fit(series[:200])
    scaled = scaler.transform(series)
    train = tsfc.WindowDataset(scaled[:200], config["lookback"], config["horizon"])
    valid = tsfc.WindowDataset(scaled[200:], config["lookback"], config["horizon"])
    for name in config["models"]:
        model = getattr(models, name)(config["lookback"], config["horizon"])
        trainer = tsfc.Trainer(lr=config["lr"], callbacks=[EarlyStopping(patience=2)])
        loss = partial(model.loss, loss_fn=losses.masked_mae)
        params = trainer.fit(loss, model.init(0), train, valid, epochs=config["epochs"],
                             batch_size=config["batch_size"])
        print(name, tsfc.evaluate(model, params, valid, scaler))
