"""An ml_collections-like ConfigDict: nested attribute access over a dict."""


class ConfigDict(dict):
    def __init__(self, **fields):
        super().__init__({k: ConfigDict(**v) if isinstance(v, dict) else v for k, v in fields.items()})

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    def __setattr__(self, name, value):
        self[name] = value


def get_config():
    return ConfigDict(
        image=8, channels=3, patch=4, batch=4,
        model=dict(name="MAE", dim=16, depth=2, decoder_dim=8, decoder_depth=1, mask_ratio=0.5),
        augmentations=("hflip", "jitter"),
        optim=dict(lr=1e-3, b1=0.9, b2=0.999, steps=3),
    )
