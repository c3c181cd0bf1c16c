"""Scalers fitted with numpy on the training part of a series (NaN gaps ignored)."""
import abc

import numpy as np

_SCALERS = {}


def scaler(name):
    def wrap(cls):
        _SCALERS[name] = cls
        return cls
    return wrap


def get_scaler(name, **kwargs):
    return _SCALERS[name](**kwargs)


class Scaler(abc.ABC):
    @abc.abstractmethod
    def fit(self, series):
        """Learn the statistics; returns self."""

    def transform(self, x):
        return (x - self.offset) / self.scale

    def inverse_transform(self, x):
        return x * self.scale + self.offset


@scaler("standard")
class StandardScaler(Scaler):
    def fit(self, series):
        self.offset = float(np.nanmean(series))
        self.scale = float(np.nanstd(series)) or 1.0
        return self


@scaler("minmax")
class MinMaxScaler(Scaler):
    def fit(self, series):
        lo, hi = float(np.nanmin(series)), float(np.nanmax(series))
        self.offset, self.scale = lo, (hi - lo) or 1.0
        return self
