"""A small ConfigDict: attribute access over nested dicts, as ml_collections gives."""


class ConfigDict(dict):
    def __init__(self, values=None):
        super().__init__()
        for key, value in (values or {}).items():
            self[key] = ConfigDict(value) if isinstance(value, dict) else value

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    def __setattr__(self, name, value):
        self[name] = value


def get_config():
    return ConfigDict({
        "schedule": {"kind": "cosine", "steps": 50},
        "model": {"hidden": 32, "depth": 3},
        "train": {"lr": 1e-3, "steps": 4, "ema_decay": 0.999, "snr_gamma": 5.0},
        "sampler": {"name": "ddpm", "num_steps": 10},
    })
