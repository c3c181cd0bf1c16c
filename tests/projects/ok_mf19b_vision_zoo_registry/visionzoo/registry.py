"""The model registry: `@register_model` on a builder function keyed by its name."""
_MODEL_BUILDERS = {}


def register_model(fn):
    _MODEL_BUILDERS[fn.__name__] = fn
    return fn


def create_model(name, **overrides):
    return _MODEL_BUILDERS[name](**overrides)


def list_models():
    return sorted(_MODEL_BUILDERS)
