"""Nested settings with attribute access."""


class ConfigDict(dict):
    __getattr__ = dict.__getitem__

    def __setattr__(self, name, value):
        self[name] = value


def get_config():
    return ConfigDict(
        sde=ConfigDict(name="ve", options={"vp": {"beta_min": 0.1, "beta_max": 20.0},
                                           "ve": {"sigma_min": 0.01, "sigma_max": 5.0}}),
        model=ConfigDict(hidden=64, blocks=2, embed=16),
        train=ConfigDict(steps=50, batch=128, lr=2e-3, ema_decay=0.999, eps=1e-3),
        sampler=ConfigDict(predictor="euler_maruyama", corrector="langevin", steps=100, snr=0.16, count=64),
    )
