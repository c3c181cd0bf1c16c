class ConfigDict(dict):
    """Attribute access over a dict, as ml_collections offers."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    def __setattr__(self, name, value):
        self[name] = value


def get_config():
    cfg = ConfigDict()
    cfg.hidden = 8
    cfg.activation = "gelu"
    cfg.dropout = 0.1
    return cfg
