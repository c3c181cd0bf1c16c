"""Metrics on the original scale of the series."""
import jax
import numpy as np


def evaluate(model, params, dataset, scaler):
    pred = np.asarray(jax.jit(model.apply)(params, dataset.inputs))
    pred, target = scaler.inverse_transform(pred), scaler.inverse_transform(dataset.targets)
    ok = ~np.isnan(target)
    return {"mae": float(np.abs(pred - target)[ok].mean()),
            "rmse": float(np.sqrt(((pred - target)[ok] ** 2).mean()))}
