MODELS = {}


def register(name):
    def decorator(cls):
        MODELS[name] = cls
        return cls

    return decorator
