"""A small attribute-access dict in the style of ml_collections.ConfigDict."""


class ConfigDict(dict):
    def __init__(self, initial=None, **kwargs):
        super().__init__()
        for key, value in {**(initial or {}), **kwargs}.items():
            self[key] = ConfigDict(value) if isinstance(value, dict) else value

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    def __setattr__(self, name, value):
        self[name] = value
