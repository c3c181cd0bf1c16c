"""SDEs registered by name."""
SDES = {}


def register_sde(name):
    def decorate(cls):
        SDES[name] = cls
        return cls
    return decorate


from . import ve, vp  # noqa: E402,F401  (fill SDES)


def get_sde(name, **options):
    return SDES[name](**options)
