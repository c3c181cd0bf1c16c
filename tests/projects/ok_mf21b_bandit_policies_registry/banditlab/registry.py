"""A name -> class registry filled by a decorator, with per-policy default arguments."""
POLICIES = {}
DEFAULTS = {}


def register(name, **defaults):
    def wrap(cls):
        POLICIES[name] = cls
        DEFAULTS[name] = defaults
        return cls
    return wrap
